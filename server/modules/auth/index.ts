/**
 * The auth module's public face: its plugin (the session resolver behind `authenticate` /
 * `requireAdmin`, the guards and the identity routes), and what other modules and scripts may
 * import: who is calling and which project they may touch (`projectGuard`); the rest of this
 * folder is its own business.
 */
export { authModule } from './module.ts';
export { callerOf, isFirmStaff } from './plugin.ts';
export { projectAccessOf } from './project-guard.ts';
export { enforce as enforceRateLimits } from './sign-in-limits.ts';
export type { Caller } from './caller.ts';
export { isAdminEmail } from './service.ts';
export { reencryptAuthValues } from './secret-ring.ts';
