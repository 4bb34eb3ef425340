/**
 * What other features and the app may use of the projects feature: the project the user is
 * working in (its provider, picker and role), whether they may change it, and what a user with
 * no project yet reads.
 */
export { ActiveProjectProvider, useActiveProject } from './hooks/active-project.tsx';
export { useWriteAccess } from './hooks/use-write-access.ts';
export { ProjectPicker, useActiveRoleLabel } from './components/project-picker.tsx';
export { NoProjectNotice } from './components/no-project-notice.tsx';
