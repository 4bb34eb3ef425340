/** The invitations module: builds the service and registers its routes (routes.ts). */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { invitationRoutes } from './routes.ts';
import { createInvitationService } from './service.ts';

export const invitationsModule = fp(async (app: FastifyInstance) => {
  const service = createInvitationService(app.database.db, app.config, app.jobs);
  await app.register(invitationRoutes, { service });
});
