/** GET /api/notes and POST /api/notes (docs/product.md#notes), behind the project guard. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createNoteSchema,
  noteSchema,
  notesQuerySchema,
  notesResponseSchema,
} from '../../../common/notes/contract.ts';
import { noQuerySchema } from '../../../common/shared/request.ts';
import { auditActorOf } from '../audit/index.ts';
import { callerOf, projectAccessOf } from '../auth/index.ts';
import { createNotesService } from './service.ts';

export const notesModule: FastifyPluginAsyncZod = async (app) => {
  const service = createNotesService(app.database.db);

  app.get(
    '/api/notes',
    {
      config: { access: 'project-reader' },
      schema: { querystring: notesQuerySchema, response: { 200: notesResponseSchema } },
      preValidation: app.projectGuard(),
    },
    async (request) => service.list(projectAccessOf(request).projectId),
  );

  app.post(
    '/api/notes',
    {
      config: { access: 'project-writer' },
      schema: { querystring: noQuerySchema, body: createNoteSchema, response: { 201: noteSchema } },
      preValidation: app.projectGuard(),
    },
    async (request, reply) => {
      const note = await service.create(
        {
          userId: callerOf(request).userId,
          projectId: projectAccessOf(request).projectId,
          content: request.body.content,
          category: request.body.category,
        },
        auditActorOf(request),
      );
      return reply.status(201).send(note);
    },
  );
};
