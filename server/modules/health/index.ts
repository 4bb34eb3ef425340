/** Liveness and readiness (GET /api/health, /api/ready): the health module's plugin. */
export { healthModule } from './routes.ts';
