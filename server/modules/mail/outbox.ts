/**
 * The mail outbox: every message is a row of `mail_outbox`, stored with its job in the
 * transaction of the event that causes it (queue-mail.ts) and delivered by the jobs of the
 * `mail` queue (claim, lease, back-off, fence: server/lib/delivery-state.ts;
 * docs/decisions/087). Without SMTP the job holds each message instead: one log line names it with its link, and it stays in
 * the outbox (status `held`), never sent.
 */
import { and, arrayContains, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  OUTBOX_PAGE_SIZE,
  type FailedMail,
  type MailStatus,
  type OutboxMessage,
  type OutboxQuery,
} from '../../../common/mail/contract.ts';
import { MAIL_ADMIN_MESSAGES } from '../../../common/mail/messages.ts';
import { AppError } from '../../lib/errors.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { createDeliveryState } from '../../lib/delivery-state.ts';
import { noRun, type Jobs, type RunResult } from '../../lib/jobs.ts';
import { MAIL_QUEUE } from './queue-mail.ts';
import { renderMail } from './layout.ts';
import { deliveryFailure, type MailTransport } from './transport.ts';

type MailRow = typeof mailOutbox.$inferSelect;

export interface MailOutboxDeps {
  db: Database;
  jobs: Jobs;
  /** Null without SMTP_URL: messages are held, never sent. */
  transport: MailTransport | null;
  from: string;
  maxAttempts: number;
  retryBaseMs: number;
  log: FastifyBaseLogger;
}

export interface MailOutbox {
  /** What a job of the queue does: claims the message when it is due and sends (or holds) it. */
  work(mailId: number): Promise<RunResult>;
  /** Runs the due jobs here and now (tests, with the worker off). */
  runOnce(options?: { ignoreStartAfter?: boolean }): Promise<RunResult>;
  /** Stores a job for every pending message (after a restore; see delivery-state.ts). */
  wakeUpPending(): Promise<number>;
  /**
   * The newest messages (to one address, when given; only those to `reader`, when given),
   * as the outbox page shows them.
   */
  list(filter?: OutboxQuery & { reader?: string | undefined }): Promise<OutboxMessage[]>;
  /** The newest messages that ended failed, without their content (the admin's Mail tab). */
  failed(): Promise<FailedMail[]>;
  /** Puts a failed message back in the queue, its attempts from zero. */
  retry(id: number): Promise<{ id: number; status: MailStatus }>;
}

export function createMailOutbox({
  db,
  jobs,
  transport,
  from,
  maxAttempts,
  retryBaseMs,
  log,
}: MailOutboxDeps): MailOutbox {
  const queue = createDeliveryState({
    db,
    jobs,
    queue: MAIL_QUEUE,
    table: mailOutbox,
    fields: {
      id: 'id',
      status: 'status',
      attempts: 'attempts',
      nextAttemptAt: 'nextAttemptAt',
      lastError: 'lastError',
    },
    maxAttempts,
    retryBaseMs,
  });
  const messageId = (row: MailRow) =>
    `<outbox-${row.id}.${row.createdAt.getTime()}@${domainOf(from)}>`;

  async function attempt(row: MailRow) {
    const about = { mailId: row.id, attempt: row.attempts };
    const { subject, html, text, link } = renderMail(row.content);
    if (!transport) {
      await queue.succeeded(row, { status: 'held' });
      log.info(
        { ...about, to: row.to, subject, link },
        `mail held in the outbox (no SMTP_URL; see /portal/outbox): ${subject} -> ${link}`,
      );
      return { claimed: 1, delivered: 1, failed: 0 };
    }
    try {
      await transport.send({ from, to: row.to, subject, html, text, messageId: messageId(row) });
    } catch (error) {
      const failure = deliveryFailure(error);
      log.warn({ ...about, reason: failure.error }, 'mail not sent');
      // Not recorded: the lease runs out and the message is tried again; nothing is lost.
      await queue
        .failed(row, failure)
        .catch((recordError: unknown) =>
          log.error({ ...about, err: recordError }, 'could not record the mail failure'),
        );
      return { claimed: 1, delivered: 0, failed: 1 };
    }
    await queue.succeeded(row, { status: 'sent', sentAt: sql`now()` });
    log.info(about, 'mail sent');
    return { claimed: 1, delivered: 1, failed: 0 };
  }

  return {
    async work(mailId) {
      const row = await queue.claim(mailId);
      return row ? attempt(row) : noRun();
    },
    runOnce: (options) => jobs.runDue(MAIL_QUEUE, options),
    wakeUpPending: () => queue.wakeUpPending(),
    async list({ to, reader } = {}) {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(
          and(
            to ? arrayContains(mailOutbox.to, [to]) : undefined,
            reader ? arrayContains(mailOutbox.to, [reader]) : undefined,
          ),
        )
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(OUTBOX_PAGE_SIZE);
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        ...renderMail(row.content),
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
        sentAt: row.sentAt?.toISOString() ?? null,
      }));
    },
    async failed() {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'failed'))
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(OUTBOX_PAGE_SIZE);
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.content.subject,
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
      }));
    },
    async retry(id) {
      if (await queue.requeueFailed(id)) return { id, status: 'pending' };
      const [exists] = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id));
      throw exists
        ? new AppError('conflict', MAIL_ADMIN_MESSAGES.notFailed)
        : new AppError('not_found', MAIL_ADMIN_MESSAGES.notFound);
    },
  };
}

function domainOf(address: string): string {
  return /@([^>\s]+)/.exec(address)?.[1] ?? 'localhost';
}
