/** What other features may use of the contact feature. */
export { CONTACT_SOURCE_LABELS } from './sources.ts';
