/** The Notes & Context card (docs/product.md#notes), word for word. */

/** The card, its form and its one field problem of its own. */
export const NOTE_MESSAGES = {
  addNote: 'Add Note',
  cancel: 'Cancel',
  selectProject: 'Select a project',
  loadingNotes: 'Loading notes...',
  noNotes: 'No notes yet. Click "Add Note" to provide important context about your metrics.',
  notePlaceholder: 'Enter important context about your metrics...',
  saveNote: 'Save Note',
  noteSaved: 'Note has been saved successfully',
  // Our own words, chosen to be readable.
  noteContentRequired: 'Note content is required',
} as const;
