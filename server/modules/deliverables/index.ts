/**
 * The deliverables module's public face (docs/product.md#deliverables): its plugin, and what
 * other modules may use.
 */
export { deliverablesModule } from './routes.ts';
export { listDeliverables } from './service.ts';
