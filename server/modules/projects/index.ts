/** The projects module's public face: its plugin (the caller's projects, GET /api/user/projects). */
export { projectsModule } from './routes.ts';
