import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxResponseSchema } from '../../../common/contracts/outbox.ts';
import { noQuerySchema } from '../../../common/contracts/request.ts';
import type { MailOutbox } from './outbox.ts';

/** GET /api/outbox: every stored message, to anyone signed in; registered outside production only. */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: MailOutbox }> = async (
  app,
  { outbox },
) => {
  app.get(
    '/api/outbox',
    {
      onRequest: app.authenticate,
      schema: { querystring: noQuerySchema, response: { 200: outboxResponseSchema } },
    },
    async () => ({ messages: await outbox.list() }),
  );
};
