/** The admin module's public face: the project page's reads other modules compose. */
export { notesPage, projectWorkspace, submissionsPage } from './workspace.ts';
