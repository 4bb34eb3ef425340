/** The brief feature's public face: the metrics brief card and the completeness checklist. */
export { BriefCard } from './components/brief-card.tsx';
export { CompletenessCard } from './components/completeness-card.tsx';
export { CONNECTIONS_ANCHOR, NOTES_ANCHOR, stepOfAnchor } from './lib/targets.ts';
