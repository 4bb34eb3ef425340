import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '../../../common/contact/contract.ts';
import { noQuerySchema } from '../../../common/shared/request.ts';
import type { ContactService } from './service.ts';

/** A consultation request is well under 2 KiB; anything near this is not a person typing. */
export const CONTACT_BODY_LIMIT = 16 * 1024;

/**
 * POST /api/contact (docs/product.md#contact): validate, store, sync; rate limited per client
 * IP.
 */
export const contactRoutes: FastifyPluginAsyncZod<{
  service: ContactService;
  ratePerMinute: number;
}> = async (app, { service, ratePerMinute }) => {
  app.post(
    '/api/contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      config: { access: 'public', rateLimit: { max: ratePerMinute, timeWindow: 60_000 } },
      schema: {
        querystring: noQuerySchema,
        body: contactRequestSchema,
        response: { 200: contactResponseSchema },
      },
    },
    async (request) => service.submit(request.body, request.log),
  );
};
