/**
 * The mail module: the outbox worker (every MAIL_INTERVAL_MS once the app is ready; 0 turns
 * the timer off and tests drive `app.mailOutbox.runOnce()`), the admin's view of undelivered
 * mail (/api/admin/mail/*), and, outside production, the outbox sandbox's API (GET /api/outbox). Other modules enqueue mail by inserting the rows
 * of `createNotifications` (index.ts) with the event that causes them.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { scheduleWorker } from '../../lib/delivery-queue.ts';
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
    transport,
    from: mail.from,
    maxAttempts: mail.maxAttempts,
    retryBaseMs: mail.retryBaseMs,
    log,
  });
  app.decorate('mailOutbox', outbox);
  scheduleWorker(app, {
    name: 'mail',
    log,
    intervalMs: mail.intervalMs,
    runOnce: (stop) => outbox.runOnce(stop),
  });
  if (transport) app.addHook('onClose', async () => transport.close());
  await app.register(adminMailRoutes, { outbox });
  if (env !== 'production') await app.register(outboxRoutes, { outbox });
});
