/** What other modules may use of the deliverables module (decision 095). */
export { listDeliverables } from './service.ts';
