/** What other features may use of the projects feature: the project the user is working in. */
export { useActiveProject } from './hooks/active-project.tsx';
