/** The engagement's stage (decision 104): its routes, and the project page's read. */
export { stagesRoutes } from './routes.ts';
export { stageOf } from './service.ts';
