/**
 * The admin's leads inbox (decision 094), administrators only (401 / 403):
 *
 *   GET    /api/admin/contacts                       filtered, newest first, a page after `cursor`
 *   GET    /api/admin/contacts/export.csv            the same filters, every page, streamed
 *   POST   /api/admin/contacts/:contactId/retry      a failed CRM sync back to the queue
 *   PUT    /api/admin/contacts/:contactId/handled    marked handled with a note
 *   DELETE /api/admin/contacts/:contactId/handled    no longer handled
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContactSchema,
  adminContactsFilterSchema,
  adminContactsQuerySchema,
  adminContactsResponseSchema,
  contactIdParamsSchema,
  handleContactSchema,
  leadsExportFilename,
} from '../../../common/leads/contract.ts';
import { noBodySchema, noQuerySchema } from '../../../common/shared/request.ts';
import { sendDownload } from '../../lib/download.ts';
import { auditActorOf } from '../audit/index.ts';
import type { Leads } from './leads.ts';

export const leadsRoutes: FastifyPluginAsyncZod<{ leads: Leads }> = async (app, { leads }) => {
  app.addHook('onRequest', app.requireAdmin);
  const config = { access: 'admin' as const };

  app.get(
    '/api/admin/contacts',
    {
      config,
      schema: {
        querystring: adminContactsQuerySchema,
        response: { 200: adminContactsResponseSchema },
      },
    },
    async (request) => leads.list(request.query),
  );

  app.get(
    '/api/admin/contacts/export.csv',
    { config, schema: { querystring: adminContactsFilterSchema } },
    async (request, reply) => {
      return sendDownload(request, reply, {
        chunks: await leads.exportCsv(request.query),
        contentType: 'text/csv; charset=utf-8',
        filename: leadsExportFilename(new Date()),
        module: 'contact',
        what: 'leads export',
      });
    },
  );

  app.post(
    '/api/admin/contacts/:contactId/retry',
    {
      config,
      schema: {
        params: contactIdParamsSchema,
        querystring: noQuerySchema,
        body: noBodySchema,
        response: { 200: adminContactSchema },
      },
    },
    async (request) => leads.retry(request.params.contactId, auditActorOf(request)),
  );

  app.put(
    '/api/admin/contacts/:contactId/handled',
    {
      config,
      schema: {
        params: contactIdParamsSchema,
        querystring: noQuerySchema,
        body: handleContactSchema,
        response: { 200: adminContactSchema },
      },
    },
    async (request) =>
      leads.handle(request.params.contactId, request.body.note, auditActorOf(request)),
  );

  app.delete(
    '/api/admin/contacts/:contactId/handled',
    {
      config,
      schema: {
        params: contactIdParamsSchema,
        querystring: noQuerySchema,
        body: noBodySchema,
        response: { 200: adminContactSchema },
      },
    },
    async (request) => leads.unhandle(request.params.contactId, auditActorOf(request)),
  );
};
