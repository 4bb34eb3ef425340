/**
 * What other features may use of the projects feature: the project the user is working in,
 * and what a user with no project yet reads.
 */
export { useActiveProject } from './hooks/active-project.tsx';
export { NoProjectNotice } from './components/no-project-notice.tsx';
