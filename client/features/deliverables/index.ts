/**
 * What other features may use of the deliverables feature (docs/product.md#deliverables): the
 * admin's card on the project page (upload, list, delete) and the member's card on the
 * dashboard.
 */
export { AdminDeliverablesCard } from './components/admin-deliverables-card.tsx';
export { MemberDeliverablesCard } from './components/member-deliverables-card.tsx';
