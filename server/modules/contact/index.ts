/**
 * The contact module's public face: its plugin, which wires the consultation request
 * (docs/product.md#contact), its CRM sync and the admin's leads inbox (docs/product.md#leads).
 */
export { contactModule } from './module.ts';
