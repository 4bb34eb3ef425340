/** The engagement's stage (docs/product.md#stages): its routes, and the project page's read. */
export { stagesRoutes } from './routes.ts';
export { stageOf } from './service.ts';
