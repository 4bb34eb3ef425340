/**
 * The auth module's public face: what other modules and the app may import. Who is calling
 * (the session resolver behind `authenticate` / `requireAdmin`) and which project they may
 * touch (`projectGuard`); the rest of this folder is its own business.
 */
export { authPlugin, callerOf, isFirmStaff } from './plugin.ts';
export { projectAccessOf, projectGuardPlugin } from './project-guard.ts';
export { staffGuardPlugin } from './staff-guard.ts';
export { authRoutes } from './routes.ts';
export { enforce as enforceRateLimits } from './sign-in-limits.ts';
export type { Caller } from './caller.ts';
export { isAdminEmail } from './service.ts';
export { reencryptAuthValues } from './secret-ring.ts';
