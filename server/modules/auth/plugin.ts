/**
 * Authentication for every route: the identity library instance (`app.auth`), the one
 * session resolver (`app.sessions`), and two pre-handlers routes use:
 *
 *   app.get('/api/user/projects', { onRequest: app.authenticate }, ...)   // 401 when signed out
 *   app.get('/api/admin/users',   { onRequest: app.requireAdmin }, ...)   // 401, or 403 for non-admins
 *                                                                          // and for admins without two-factor
 *   app.get('/api/admin/overview', { onRequest: app.requireStaff }, ...)  // the same, analysts too
 *
 * Routes of one project that analysts may use too take `app.staffProjectGuard()`
 * (staff-guard.ts).
 *
 * Both admin and project routes (project-guard.ts) refuse a caller whose address is not
 * confirmed yet with 403 (refuseUnverified).
 *
 * (onRequest runs before the body is parsed and validated, so a caller without the right
 * answers 401/403 whatever they send.)
 *
 * Handlers then read the caller with `callerOf(request)`. Project-scoped routes use
 * `app.projectGuard()` (project-guard.ts) instead, which resolves the caller and
 * the membership together (caller.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import { TWO_FACTOR_MESSAGES, VERIFY_MESSAGES } from '../../../common/auth/messages.ts';
import { AppError } from '../../lib/errors.ts';
import { createAuth, type Auth } from './auth.ts';
import { SessionReader, type Caller, type ProjectAccess } from './caller.ts';
import { backgroundRequests, type BackgroundRequests } from './password-reset.ts';

/** A hook usable as onRequest or preHandler. */
export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The better-auth instance (its handler serves /api/auth/*). */
    auth: Auth;
    sessions: SessionReader;
    /** Hook: 401 unless signed in; sets request.caller. */
    authenticate: AuthHook;
    /** Hook: 401 unless signed in, 403 until the address is confirmed; sets request.caller. */
    requireVerified: AuthHook;
    /**
     * Hook: as requireVerified, then 403 unless an administrator, then 403
     * two_factor_required unless they have two-factor sign-in on; sets request.caller.
     */
    requireAdmin: AuthHook;
    /**
     * Hook: as requireAdmin, but analysts pass too (decision 099); the route scopes what an
     * analyst sees to their projects.
     */
    requireStaff: AuthHook;
    /** Password reset requests still running after their answer (decision 088). */
    passwordResetRequests: BackgroundRequests;
  }
  interface FastifyRequest {
    caller: Caller | null;
    projectAccess: ProjectAccess | null;
  }
}

/** The caller of a route behind authenticate / requireAdmin / projectGuard. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('callerOf() on a route without an auth pre-handler');
  return request.caller;
}

/**
 * Until the caller confirms their address, project and admin routes answer 403 with the
 * banner's sentence (decision 091); after the 401, before any membership or role check.
 */
export function refuseUnverified(caller: Caller) {
  if (!caller.emailVerified) {
    throw new AppError('email_not_verified', VERIFY_MESSAGES.confirmEmail(caller.email));
  }
}

/** Administrators and analysts: the firm's people. */
export const isFirmStaff = (caller: Caller) => caller.isAdmin || caller.isAnalyst;

/**
 * The firm's routes: 403 for anyone `admits` refuses, then 403 two_factor_required until
 * two-factor sign-in is on (administrators and analysts alike: both read every client's
 * figures).
 */
export function refuseOutsideFirm(caller: Caller, admits: (caller: Caller) => boolean) {
  if (!admits(caller)) throw new AppError('forbidden', API_MESSAGES.forbidden);
  if (!caller.twoFactorEnabled) {
    throw new AppError('two_factor_required', TWO_FACTOR_MESSAGES.required);
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const { secrets } = config;
    const auth = createAuth({
      config,
      db: app.database.db,
      jobs: app.jobs,
      secrets,
      logger: {
        warn: (message) => app.log.warn({ source: 'auth' }, message),
        error: (message) => app.log.error({ source: 'auth' }, message),
      },
    });
    const sessions = new SessionReader({ auth, db: app.database.db });

    app.decorate('auth', auth);
    app.decorate('sessions', sessions);
    app.decorateRequest('caller', null);
    app.decorateRequest('projectAccess', null);

    const authenticate: AuthHook = async (request) => {
      const resolved = await sessions.resolve(request.headers);
      if (!resolved) throw new AppError('unauthorized', API_MESSAGES.unauthorized);
      request.caller = resolved.caller;
    };
    const requireVerified: AuthHook = async (request, reply) => {
      await authenticate(request, reply);
      refuseUnverified(callerOf(request));
    };
    const firmHook =
      (admits: (caller: Caller) => boolean): AuthHook =>
      async (request, reply) => {
        await requireVerified(request, reply);
        refuseOutsideFirm(callerOf(request), admits);
      };
    const requireAdmin = firmHook((caller) => caller.isAdmin);
    app.decorate('authenticate', authenticate);
    app.decorate('requireVerified', requireVerified);
    const resetRequests = backgroundRequests(app.log, 'password reset request');
    app.decorate('passwordResetRequests', resetRequests);
    app.addHook('onClose', () => resetRequests.settled());
    app.decorate('requireAdmin', requireAdmin);
    app.decorate('requireStaff', firmHook(isFirmStaff));
  },
  { name: 'auth' },
);
