/**
 * The metrics module's public face: its plugin (docs/product.md#wizard), and storing a
 * project's completeness after a write.
 */
export { metricsModule } from './routes.ts';
export { storeCompleteness } from './completeness.ts';
