import type { Database, DatabaseTransaction } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { WakeUp } from '../../lib/delivery-state.ts';

/** The job queue of mail delivery attempts (one job per message). */
export const MAIL_QUEUE = 'mail';

/**
 * Stores messages in the outbox and the jobs that send them, `within` the transaction of the
 * event that causes them (in a transaction of their own when given the database).
 */
export async function queueMail(
  jobs: Jobs,
  within: Database | DatabaseTransaction,
  rows: (typeof mailOutbox.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await within.transaction(async (tx) => {
    const stored = await tx.insert(mailOutbox).values(rows).returning({ id: mailOutbox.id });
    await jobs.sendMany(
      MAIL_QUEUE,
      stored.map(({ id }) => ({ data: { id } satisfies WakeUp })),
      { within: tx },
    );
  });
}
