/** The Notes & Context card (docs/product.md#notes): the public face of the notes feature. */
export { useNotes } from './api/notes.ts';
export { NotesCard } from './components/notes-card.tsx';
