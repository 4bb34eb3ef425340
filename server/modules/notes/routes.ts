/** GET /api/notes and POST /api/notes (SPEC point 7), behind the project guard. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createNoteSchema, noteSchema, notesQuerySchema } from '../../../common/contracts/notes.ts';
import { noQuerySchema } from '../../../common/contracts/request.ts';
import { auditActorOf } from '../audit/index.ts';
import { callerOf, projectAccessOf } from '../auth/index.ts';
import { createNotesService } from './service.ts';

export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createNotesService(app.database.db, app.database.changes);

  // The budget's hot path: the guard and the list, both from memory once warm. The answer
  // is kept as the UTF-8 bytes of JSON that was checked against notesResponseSchema when it
  // was cached, so the route has no response schema of its own to run again.
  app.get(
    '/api/notes',
    { schema: { querystring: notesQuerySchema }, preValidation: app.projectGuard() },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await service.listJson(projectAccessOf(request).projectId)),
  );

  app.post(
    '/api/notes',
    {
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
