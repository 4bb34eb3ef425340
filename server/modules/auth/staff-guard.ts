/**
 * The guard of the firm's routes for one project (decision 099): the project
 * page, its lists, exports, deliverables and activity. Administrators reach every project;
 * analysts only those assigned to them.
 *
 *   signed out                                    -> 401
 *   address not confirmed yet                     -> 403 (email_not_verified)
 *   neither administrator nor analyst             -> 403
 *   two-factor sign-in off                        -> 403 (two_factor_required)
 *   analyst, no project named                     -> 403 (the whole firm's view is the administrators')
 *   analyst, project not assigned (or no project) -> 404 (no existence leak)
 *
 * An administrator passes whatever project is named: the route answers an unknown one's
 * 404 and its schema a malformed id's 400. Usable as onRequest (GET routes) or
 * preValidation; the project id is read from params, else query (`projectId`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import { PROJECT_MESSAGES } from '../../../common/projects/messages.ts';
import { AppError } from '../../lib/errors.ts';
import { isFirmStaff, refuseOutsideFirm, type AuthHook } from './plugin.ts';
import { signedInFor } from './project-guard.ts';

export interface StaffProjectGuardOptions {
  /** Default: params.projectId, else query.projectId. */
  projectId?: (request: FastifyRequest) => unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    staffProjectGuard(options?: StaffProjectGuardOptions): AuthHook;
  }
}

function defaultProjectId(request: FastifyRequest): unknown {
  const params = request.params as { projectId?: unknown } | undefined;
  const query = request.query as { projectId?: unknown } | undefined;
  return params?.projectId ?? query?.projectId;
}

export const staffGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('staffProjectGuard', (options: StaffProjectGuardOptions = {}) => {
      const readProjectId = options.projectId ?? defaultProjectId;
      const guard: AuthHook = async (request) => {
        const raw = readProjectId(request);
        const { resolved } = await signedInFor(app, request, raw);
        const { caller } = resolved;
        refuseOutsideFirm(caller, isFirmStaff);
        if (caller.isAdmin) return;
        if (raw === undefined) throw new AppError('forbidden', API_MESSAGES.forbidden);
        if (!resolved.assigned) throw new AppError('not_found', PROJECT_MESSAGES.notFound);
      };
      return guard;
    });
  },
  { name: 'staff-guard', dependencies: ['auth'] },
);
