/** What other modules may use of the deliverables module (docs/product.md#deliverables). */
export { listDeliverables } from './service.ts';
