/**
 * The admin module's public face: its plugin (the firm's workspace API) and the project
 * page's reads other modules compose.
 */
export { adminModule } from './routes.ts';
export { notesPage, projectWorkspace, submissionsPage } from './workspace.ts';
