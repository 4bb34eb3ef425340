/**
 * The diligence brief as a PDF (decision 106): one generator, two routes
 * (common/brief/contract.ts). The project's members and viewers through the project
 * guard; the firm (administrators, the project's analysts) through staffProjectGuard. Each
 * download is audited as an export.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { briefPdfFilename, briefPdfParamsSchema } from '../../../common/brief/contract.ts';
import { noQuerySchema } from '../../../common/shared/request.ts';
import { sendDownload } from '../../lib/download.ts';
import { auditActorOf, recordAudit } from '../audit/index.ts';
import { projectAccessOf } from '../auth/index.ts';
import { readBriefData } from './data.ts';
import { briefPdf } from './document.ts';

const schema = { params: briefPdfParamsSchema, querystring: noQuerySchema };

export const briefPdfModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function download(request: FastifyRequest, reply: FastifyReply, projectId: number) {
    const data = await readBriefData(db, projectId, new Date());
    await recordAudit(db, auditActorOf(request), {
      action: 'export.downloaded',
      target: { type: 'project', id: projectId },
      projectId,
      after: { export: 'brief.pdf' },
    });
    return sendDownload(request, reply, {
      chunks: briefPdf(data),
      contentType: 'application/pdf',
      filename: briefPdfFilename(data.project.slug, data.generatedAt),
      module: 'brief-pdf',
      what: 'brief PDF',
    });
  }

  app.get(
    '/api/projects/:projectId/brief.pdf',
    { config: { access: 'project-reader' }, preValidation: app.projectGuard(), schema },
    async (request, reply) => download(request, reply, projectAccessOf(request).projectId),
  );

  app.get(
    '/api/admin/projects/:projectId/brief.pdf',
    { config: { access: 'project-staff' }, onRequest: app.staffProjectGuard(), schema },
    async (request, reply) => download(request, reply, request.params.projectId),
  );
};
