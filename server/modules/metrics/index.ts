/** The metrics module's public face: storing a project's completeness after a write. */
export { storeCompleteness } from './completeness.ts';
