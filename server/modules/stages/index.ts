/** The engagement's stage (docs/product.md#stages): its plugin, and the project page's read. */
export { stagesModule } from './routes.ts';
export { stageOf } from './service.ts';
