/**
 * Deliverables (docs/product.md#deliverables):
 *
 *   POST   /api/admin/projects/:projectId/deliverables                 (firm, multipart) -> 201
 *   GET    /api/admin/projects/:projectId/deliverables                 (firm)
 *   DELETE /api/admin/projects/:projectId/deliverables/:deliverableId  (firm) -> 204
 *   GET    /api/deliverables?projectId=                                (the project's members)
 *   GET    /api/deliverables/:deliverableId/download                   (its project's members, the firm)
 *
 * "The firm": administrators, and the project's analysts (staffProjectGuard, decision 099).
 *
 * A deliverable of a project the caller is not in answers exactly like one that does not
 * exist (404).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DELIVERABLE_FILE_FIELD,
  DELIVERABLE_TYPES,
  adminDeliverableParamsSchema,
  adminDeliverablesParamsSchema,
  deliverableIdSchema,
  deliverableParamsSchema,
  deliverableSchema,
  deliverablesQuerySchema,
  deliverablesResponseSchema,
  type Deliverable,
} from '../../../common/deliverables/contract.ts';
import { fileNameSchema } from '../../../common/shared/file-name.ts';
import { noBodySchema, noQuerySchema } from '../../../common/shared/request.ts';
import { DELIVERABLE_MESSAGES } from '../../../common/deliverables/messages.ts';
import { AppError } from '../../lib/errors.ts';
import { auditActorOf } from '../audit/index.ts';
import { callerOf, isFirmStaff, projectAccessOf } from '../auth/index.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { clientStream, createDeliverablesService, type DeliverablesService } from './service.ts';

/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The name as the firm's file had it, under the rule of every stored file name (invisible
 * characters removed, trimmed); 400 when nothing visible is left or it is too long.
 */
function storedName(fileName: string): string {
  const parsed = fileNameSchema.safeParse(fileName);
  if (!parsed.success) {
    throw new AppError(
      'bad_request',
      parsed.error.issues[0]?.message ?? DELIVERABLE_MESSAGES.noFile,
    );
  }
  return parsed.data;
}

/**
 * The upload, in a scope of its own: @fastify/multipart's parser exists only here, so
 * every other route still refuses multipart bodies with 415 (server/plugins/same-origin.ts).
 */
const uploadRoute: FastifyPluginAsyncZod<{ service: DeliverablesService }> = async (
  app,
  { service },
) => {
  const maxBytes = app.config.deliverableMaxBytes;
  // Over the limit, busboy stops storing and marks the file truncated: the service answers
  // its own 413 in words and deletes what it stored.
  await app.register(multipart, {
    limits: { fileSize: maxBytes, fieldSize: 1024, headerPairs: 20 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/api/admin/projects/:projectId/deliverables',
    {
      config: { access: 'project-staff' },
      onRequest: app.staffProjectGuard(),
      schema: {
        params: adminDeliverablesParamsSchema,
        querystring: noQuerySchema,
        response: { 201: deliverableSchema },
      },
    },
    async (request, reply) => {
      const { projectId } = request.params;
      if (Number(request.headers['content-length']) > maxBytes + MULTIPART_OVERHEAD) {
        throw new AppError('payload_too_large', DELIVERABLE_MESSAGES.tooLarge(maxBytes));
      }
      if (!request.isMultipart()) {
        throw new AppError('unsupported_media_type', DELIVERABLE_MESSAGES.notMultipart);
      }
      await service.projectExists(projectId, { forUpload: true });
      const caller = callerOf(request);
      const parts = clientStream(
        request.parts(),
        () => new AppError('bad_request', DELIVERABLE_MESSAGES.malformed),
      );
      let stored: Deliverable | undefined;
      try {
        for await (const part of parts) {
          if (stored || part.type !== 'file' || part.fieldname !== DELIVERABLE_FILE_FIELD) {
            throw new AppError('bad_request', DELIVERABLE_MESSAGES.onePart);
          }
          stored = await service.upload({
            projectId,
            fileName: storedName(part.filename),
            uploader: { userId: caller.userId, email: caller.email },
            actor: auditActorOf(request),
            content: part.file,
            truncated: () => part.file.truncated,
          });
        }
      } catch (error) {
        if (stored) await service.remove(projectId, stored.id, auditActorOf(request));
        throw error;
      }
      if (!stored) throw new AppError('bad_request', DELIVERABLE_MESSAGES.noFile);
      return reply.status(201).send(stored);
    },
  );
};

export const deliverablesModule: FastifyPluginAsyncZod = async (app) => {
  const service = createDeliverablesService(app.database.db, app.config.deliverableMaxBytes);
  await app.register(uploadRoute, { service });

  app.get(
    '/api/admin/projects/:projectId/deliverables',
    {
      config: { access: 'project-staff' },
      onRequest: app.staffProjectGuard(),
      schema: {
        params: adminDeliverablesParamsSchema,
        querystring: noQuerySchema,
        response: { 200: deliverablesResponseSchema },
      },
    },
    async (request) => {
      await service.projectExists(request.params.projectId);
      return service.list(request.params.projectId);
    },
  );

  app.delete(
    '/api/admin/projects/:projectId/deliverables/:deliverableId',
    {
      config: { access: 'project-staff' },
      onRequest: app.staffProjectGuard(),
      schema: {
        params: adminDeliverableParamsSchema,
        querystring: noQuerySchema,
        body: noBodySchema,
      },
    },
    async (request, reply) => {
      await service.remove(
        request.params.projectId,
        request.params.deliverableId,
        auditActorOf(request),
      );
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/deliverables',
    {
      config: { access: 'project-reader' },
      schema: {
        querystring: deliverablesQuerySchema,
        response: { 200: deliverablesResponseSchema },
      },
      preValidation: app.projectGuard(),
    },
    async (request) => service.list(projectAccessOf(request).projectId),
  );

  // The deliverable is loaded first, then its project judges the caller: a member reads, an
  // administrator (two-factor on) reads any, an analyst those of their projects; anyone else
  // gets the unknown file's 404.
  const loaded = new WeakMap<FastifyRequest, Deliverable>();
  const itsProject = (request: FastifyRequest) => loaded.get(request)?.projectId;
  const memberOfItsProject = app.projectGuard({ projectId: itsProject, access: 'read' });
  const staffOfItsProject = app.staffProjectGuard({ projectId: itsProject });
  async function downloadGuard(request: FastifyRequest, reply: FastifyReply) {
    const id = deliverableIdSchema.safeParse(
      (request.params as { deliverableId?: unknown }).deliverableId,
    );
    const deliverable = id.success ? await service.find(id.data) : null;
    if (!deliverable) {
      await app.requireVerified(request, reply); // 401 first, as for one that exists
      throw new AppError('not_found', DELIVERABLE_MESSAGES.notFound);
    }
    loaded.set(request, deliverable);
    try {
      await memberOfItsProject(request, reply);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'not_found')) throw error;
      const caller = request.caller;
      if (!caller || !isFirmStaff(caller)) {
        throw new AppError('not_found', DELIVERABLE_MESSAGES.notFound);
      }
      await staffOfItsProject(request, reply).catch((refusal: unknown) => {
        if (refusal instanceof AppError && refusal.code === 'not_found') {
          throw new AppError('not_found', DELIVERABLE_MESSAGES.notFound);
        }
        throw refusal;
      });
    }
  }

  app.get(
    '/api/deliverables/:deliverableId/download',
    {
      // The firm reads them too (downloadGuard); the matrix checks the members' rule.
      config: { access: 'project-reader' },
      schema: { params: deliverableParamsSchema, querystring: noQuerySchema },
      preValidation: downloadGuard,
    },
    async (request, reply) => {
      const deliverable = loaded.get(request)!;
      await service.recordDownload(deliverable, auditActorOf(request));
      return reply
        .header('content-type', DELIVERABLE_TYPES[deliverable.kind].contentType)
        .header('content-length', deliverable.sizeBytes)
        .header('content-disposition', attachmentDisposition(deliverable.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(service.content(deliverable));
    },
  );
};
