/**
 * The firm's workspace (docs/product.md#workspace): the public face of the admin feature, its
 * gate, its tabs and a project's page.
 */
export { AdminGate, useFirmRole } from './components/admin-gate.tsx';
export { AuditTrailCard } from './components/audit-trail-card.tsx';
export { ContactsTab } from './components/contacts-tab.tsx';
export { MailTab } from './components/mail-tab.tsx';
export { OverviewTab } from './components/overview-tab.tsx';
export { ProjectNotFound, ProjectPage } from './components/project-page/project-page.tsx';
export { CREATE_PARAM, ProjectsTab } from './components/projects-tab.tsx';
export { UsersTab } from './components/users-tab.tsx';
