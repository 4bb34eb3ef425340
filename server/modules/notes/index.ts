/** The notes module's public face (docs/product.md#notes): its plugin. */
export { notesModule } from './routes.ts';
