/**
 * The mail module: the `mail` job queue (its worker looks for due jobs every MAIL_INTERVAL_MS;
 * 0 runs no worker and tests drive `app.mailOutbox.runOnce()`), the admin's view of
 * undelivered mail (/api/admin/mail/*), and, outside production, the outbox sandbox's API
 * (GET /api/outbox). Other modules store mail with `queueMail` (index.ts) in the transaction
 * of the event that causes it.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MAIL_QUEUE } from './queue-mail.ts';
import { createMailOutbox, type MailOutbox } from './outbox.ts';
import { adminMailRoutes, outboxRoutes } from './routes.ts';
import { createSmtpTransport } from './transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}

export const mailModule = fp(async (app: FastifyInstance) => {
  const { mail, env } = app.config;
  const log = app.log.child({ module: 'mail' });
  const transport = mail.smtpUrl ? createSmtpTransport(mail.smtpUrl) : null;
  const outbox = createMailOutbox({
    db: app.database.db,
    jobs: app.jobs,
    transport,
    from: mail.from,
    maxAttempts: mail.maxAttempts,
    retryBaseMs: mail.retryBaseMs,
    log,
  });
  app.decorate('mailOutbox', outbox);
  app.jobs.define<{ id: number }>({
    name: MAIL_QUEUE,
    pollMs: mail.intervalMs,
    handle: ({ id }) => outbox.work(id),
    wakeUpPending: () => outbox.wakeUpPending(),
  });
  if (transport) app.addHook('onClose', async () => transport.close());
  await app.register(adminMailRoutes, { outbox });
  if (env !== 'production') await app.register(outboxRoutes, { outbox });
});
