/**
 * The auth module's plugin: who is calling (`authenticate`, `requireVerified`, `requireAdmin`,
 * the caller), the project and staff guards, and the identity routes under /api/auth. It
 * registers before every other module, whose routes name these guards.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { authPlugin } from './plugin.ts';
import { projectGuardPlugin } from './project-guard.ts';
import { authRoutes } from './routes.ts';
import { staffGuardPlugin } from './staff-guard.ts';

export const authModule = fp(async (app: FastifyInstance) => {
  await app.register(authPlugin);
  await app.register(projectGuardPlugin);
  await app.register(staffGuardPlugin);
  await app.register(authRoutes);
});
