import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  failedMailResponseSchema,
  mailIdParamsSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  retriedMailResponseSchema,
} from '../../../common/mail/contract.ts';
import { noBodySchema, noQuerySchema } from '../../../common/shared/request.ts';
import type { Caller } from '../auth/index.ts';
import type { MailOutbox } from './outbox.ts';

/**
 * Who reads every message of the sandbox: an administrator as the admin routes admit one
 * (address confirmed, two-factor sign-in on). Anyone else reads the mail to their address.
 */
const readsEveryMessage = (caller: Caller) =>
  caller.isAdmin && caller.emailVerified && caller.twoFactorEnabled;

/**
 * GET /api/outbox (`?to=` an address, optionally): the stored messages addressed to the
 * signed-in caller (confirmed or not: the confirmation mail is there), every message to an
 * administrator; registered outside production only.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: MailOutbox }> = async (
  app,
  { outbox },
) => {
  app.get(
    '/api/outbox',
    {
      config: { access: 'sandbox-outbox' },
      onRequest: app.authenticate,
      schema: { querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } },
    },
    async (request) => {
      // Read as app.authenticate set it, not with the auth module's callerOf: the auth module
      // imports this module's index for its mails, so a runtime import back would close a cycle.
      const caller = request.caller;
      if (!caller) throw new Error('GET /api/outbox without app.authenticate');
      const reader = readsEveryMessage(caller) ? undefined : caller.email.toLowerCase();
      return { messages: await outbox.list({ ...request.query, reader }) };
    },
  );
};

/** The admin's Mail tab, in every environment: what could not be delivered, and a retry. */
export const adminMailRoutes: FastifyPluginAsyncZod<{ outbox: MailOutbox }> = async (
  app,
  { outbox },
) => {
  app.get(
    '/api/admin/mail/failed',
    {
      config: { access: 'admin' },
      onRequest: app.requireAdmin,
      schema: { querystring: noQuerySchema, response: { 200: failedMailResponseSchema } },
    },
    async () => ({ messages: await outbox.failed() }),
  );
  app.post(
    '/api/admin/mail/:mailId/retry',
    {
      config: { access: 'admin' },
      onRequest: app.requireAdmin,
      schema: {
        params: mailIdParamsSchema,
        querystring: noQuerySchema,
        body: noBodySchema,
        response: { 200: retriedMailResponseSchema },
      },
    },
    async (request) => outbox.retry(request.params.mailId),
  );
};
