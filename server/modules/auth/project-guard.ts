/**
 * THE project guard (docs/product.md#projects-and-roles: tenant isolation). Every
 * project-scoped route names its project and lets this pre-handler decide, from the
 * session and the membership (caller.ts):
 *
 *   signed out                                   -> 401
 *   address not confirmed yet                    -> 403 (email_not_verified)
 *   not a member of the project (or no project)  -> 404 (no existence leak)
 *   viewer, writing                              -> 403
 *   archived project, writing, not an admin      -> 403
 *
 * The two write refusals are common/projects/write-access.ts, the rule the portal shows too.
 *
 * Usage (the project id is read from params, then body, then query `projectId`):
 *
 *   app.get('/api/notes', {
 *     schema: { querystring: z.object({ projectId: projectIdSchema }) },
 *     preValidation: app.projectGuard(),          // GET/HEAD read, anything else writes
 *   }, async (request) => {
 *     const { projectId } = projectAccessOf(request);
 *     const { userId } = callerOf(request);
 *     ...
 *   });
 *
 * Register it as `preValidation` (the body is parsed, not yet validated): a caller who is
 * signed out or outside the project is answered 401/404 whatever they sent, and the
 * route's schema only judges requests the guard let through. (It works as a preHandler
 * too.) The id is coerced ("3" or 3); anything but a positive whole number is a 400: a
 * missing id answers 'No active project selected. Please select a project.',
 * a malformed one says what is wrong with it.
 *
 * Options: `access: 'read' | 'write'` overrides the method's meaning (a POST that only
 * reads); `projectId: (request) => unknown` reads the id from somewhere else.
 * Administrators follow the same membership rule; they are exempt only from the
 * archived-project write ban (docs/decisions/007-tenancy-guard.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { projectIdSchema } from '../../../common/projects/contract.ts';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import { PROJECT_MESSAGES } from '../../../common/projects/messages.ts';
import { writeRefusal } from '../../../common/projects/write-access.ts';
import { AppError } from '../../lib/errors.ts';
import type { ProjectAccess } from './caller.ts';
import { refuseUnverified, type AuthHook } from './plugin.ts';

export type ProjectAccessMode = 'read' | 'write';

export interface ProjectGuardOptions {
  /** Default: 'read' for GET and HEAD, 'write' for every other method. */
  access?: ProjectAccessMode;
  /** Default: params.projectId, else body.projectId, else query.projectId. */
  projectId?: (request: FastifyRequest) => unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    projectGuard(options?: ProjectGuardOptions): AuthHook;
  }
}

/** The membership the guard established for this request. */
export function projectAccessOf(request: FastifyRequest): ProjectAccess {
  if (!request.projectAccess)
    throw new Error('projectAccessOf() on a route without projectGuard()');
  return request.projectAccess;
}

function field(source: unknown, name: string): unknown {
  return source && typeof source === 'object'
    ? (source as Record<string, unknown>)[name]
    : undefined;
}

function defaultProjectId(request: FastifyRequest): unknown {
  return (
    field(request.params, 'projectId') ??
    field(request.body, 'projectId') ??
    field(request.query, 'projectId')
  );
}

/**
 * The first steps of both project guards (this one and staff-guard.ts): the caller and their
 * relation to the project `raw` names (caller.ts); 401 when signed out (before anything
 * about the request's shape), 403 until the address is confirmed. Sets request.caller.
 */
export async function signedInFor(app: FastifyInstance, request: FastifyRequest, raw: unknown) {
  const parsed = projectIdSchema.safeParse(raw);
  const resolved = await app.sessions.resolve(
    request.headers,
    parsed.success ? parsed.data : undefined,
  );
  if (!resolved) throw new AppError('unauthorized', API_MESSAGES.unauthorized);
  request.caller = resolved.caller;
  refuseUnverified(resolved.caller);
  return { parsed, resolved };
}

export const projectGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('projectGuard', (options: ProjectGuardOptions = {}) => {
      const readProjectId = options.projectId ?? defaultProjectId;
      const guard: AuthHook = async (request) => {
        const raw = readProjectId(request);
        const { parsed, resolved } = await signedInFor(app, request, raw);
        if (!parsed.success) {
          // No project named at all: the client has no active project.
          const missing = raw === undefined || raw === null || raw === '';
          throw new AppError(
            'bad_request',
            missing ? PROJECT_MESSAGES.noActiveProject : PROJECT_MESSAGES.projectIdRequired,
          );
        }
        const { access } = resolved;
        if (!access) throw new AppError('not_found', PROJECT_MESSAGES.notFound);
        const mode =
          options.access ??
          (request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write');
        if (mode === 'write') {
          const refusal = writeRefusal(access, resolved.caller.isAdmin);
          if (refusal) throw new AppError('forbidden', PROJECT_MESSAGES[refusal]);
        }
        request.projectAccess = access;
      };
      return guard;
    });
  },
  { name: 'project-guard', dependencies: ['auth'] },
);
