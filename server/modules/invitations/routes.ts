/**
 * The invitations API (docs/decisions/090-invitations.md):
 *
 *   admin                      POST/GET /api/admin/projects/:projectId/invitations
 *                              POST /api/admin/invitations/:id/resend, DELETE /api/admin/invitations/:id
 *   the project's owner        POST/GET /api/projects/:projectId/invitations
 *                              POST .../invitations/:id/resend, DELETE .../invitations/:id
 *   the link (public)          GET /api/invitations/lookup?token=   (rate limited per IP)
 *   the invitee (signed in)    POST /api/invitations/accept {token}
 *
 * Owners go through the project guard (401, 404 outside the project, 403 for viewers and on
 * an archived project), then must hold the owner role (403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  acceptInvitationResponseSchema,
  acceptInvitationSchema,
  adminInvitationParamsSchema,
  adminInviteSchema,
  invitationLookupQuerySchema,
  invitationLookupResponseSchema,
  ownerInvitationParamsSchema,
  ownerInviteSchema,
  pendingInvitationSchema,
  pendingInvitationsResponseSchema,
  projectInvitationsParamsSchema,
} from '../../../common/invitations/contract.ts';
import { noBodySchema, noQuerySchema } from '../../../common/shared/request.ts';
import { INVITATION_MESSAGES } from '../../../common/invitations/messages.ts';
import { AppError } from '../../lib/errors.ts';
import { auditActorOf } from '../audit/index.ts';
import { callerOf, projectAccessOf } from '../auth/index.ts';
import { inviterOf, type InvitationService } from './service.ts';

/** Lookups a minute per client IP: enough for a person, too few to guess tokens. */
const LOOKUPS_PER_MINUTE = 30;

export const invitationRoutes: FastifyPluginAsyncZod<{ service: InvitationService }> = async (
  app,
  { service },
) => {
  // ---------------------------------------------------------------- administrator
  app.post(
    '/api/admin/projects/:projectId/invitations',
    {
      config: { access: 'admin' },
      onRequest: app.requireAdmin,
      schema: {
        params: projectInvitationsParamsSchema,
        querystring: noQuerySchema,
        body: adminInviteSchema,
        response: { 201: pendingInvitationSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.invite(request.params.projectId, request.body, inviterOf(request, reply)),
        ),
  );

  app.get(
    '/api/admin/projects/:projectId/invitations',
    {
      config: { access: 'admin' },
      onRequest: app.requireAdmin,
      schema: {
        params: projectInvitationsParamsSchema,
        querystring: noQuerySchema,
        response: { 200: pendingInvitationsResponseSchema },
      },
    },
    async (request) => service.listPending(request.params.projectId),
  );

  app.post(
    '/api/admin/invitations/:id/resend',
    {
      config: { access: 'admin' },
      onRequest: app.requireAdmin,
      schema: {
        params: adminInvitationParamsSchema,
        querystring: noQuerySchema,
        body: noBodySchema,
        response: { 200: pendingInvitationSchema },
      },
    },
    async (request, reply) => service.resend(request.params.id, 'any', inviterOf(request, reply)),
  );

  app.delete(
    '/api/admin/invitations/:id',
    {
      config: { access: 'admin' },
      onRequest: app.requireAdmin,
      schema: {
        params: adminInvitationParamsSchema,
        querystring: noQuerySchema,
        body: noBodySchema,
      },
    },
    async (request, reply) => {
      await service.revoke(request.params.id, 'any', inviterOf(request, reply));
      return reply.status(204).send();
    },
  );

  // ---------------------------------------------------------------- the project's owner
  const ownerGuard = app.projectGuard();
  const owner = async (request: FastifyRequest) => {
    if (projectAccessOf(request).role !== 'owner') {
      throw new AppError('forbidden', INVITATION_MESSAGES.ownerOnly);
    }
  };

  app.post(
    '/api/projects/:projectId/invitations',
    {
      config: { access: 'project-owner' },
      preValidation: ownerGuard,
      preHandler: owner,
      schema: {
        params: projectInvitationsParamsSchema,
        querystring: noQuerySchema,
        body: ownerInviteSchema,
        response: { 201: pendingInvitationSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.invite(request.params.projectId, request.body, inviterOf(request, reply)),
        ),
  );

  app.get(
    '/api/projects/:projectId/invitations',
    {
      config: { access: 'project-owner' },
      preValidation: ownerGuard,
      preHandler: owner,
      schema: {
        params: projectInvitationsParamsSchema,
        querystring: noQuerySchema,
        response: { 200: pendingInvitationsResponseSchema },
      },
    },
    async (request) => service.listPending(request.params.projectId),
  );

  app.post(
    '/api/projects/:projectId/invitations/:id/resend',
    {
      config: { access: 'project-owner' },
      preValidation: ownerGuard,
      preHandler: owner,
      schema: {
        params: ownerInvitationParamsSchema,
        querystring: noQuerySchema,
        body: noBodySchema,
        response: { 200: pendingInvitationSchema },
      },
    },
    async (request, reply) =>
      service.resend(
        request.params.id,
        { projectId: request.params.projectId },
        inviterOf(request, reply),
      ),
  );

  app.delete(
    '/api/projects/:projectId/invitations/:id',
    {
      config: { access: 'project-owner' },
      preValidation: ownerGuard,
      preHandler: owner,
      schema: {
        params: ownerInvitationParamsSchema,
        querystring: noQuerySchema,
        body: noBodySchema,
      },
    },
    async (request, reply) => {
      await service.revoke(
        request.params.id,
        { projectId: request.params.projectId },
        inviterOf(request, reply),
      );
      return reply.status(204).send();
    },
  );

  // ---------------------------------------------------------------- the link
  app.get(
    '/api/invitations/lookup',
    {
      config: { access: 'public', rateLimit: { max: LOOKUPS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        querystring: invitationLookupQuerySchema,
        response: { 200: invitationLookupResponseSchema },
      },
    },
    async (request) => service.lookup(request.query.token),
  );

  // Signed in only: the unverified-address gate does not apply, since accepting verifies.
  app.post(
    '/api/invitations/accept',
    {
      config: { access: 'signed-in' },
      onRequest: app.authenticate,
      schema: {
        querystring: noQuerySchema,
        body: acceptInvitationSchema,
        response: { 200: acceptInvitationResponseSchema },
      },
    },
    async (request) => service.accept(callerOf(request), request.body.token, auditActorOf(request)),
  );
};
