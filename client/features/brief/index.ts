/**
 * The brief feature's public face: the metrics brief card, its PDF's link and the completeness
 * checklist.
 */
export { AddFiguresForm } from './components/add-figures-form.tsx';
export { BriefCard } from './components/brief-card.tsx';
export { BriefPdfLink } from './components/brief-pdf-link.tsx';
export { CompletenessCard } from './components/completeness-card.tsx';
export { CONNECTIONS_ANCHOR, NOTES_ANCHOR, stepOfAnchor } from './lib/targets.ts';
