/** The audit trail (docs/product.md#audit), word for word. */

/** The audit trail (decision 098): the admin's tab and each project page's section. */
export const AUDIT_MESSAGES = {
  title: 'Audit Trail',
  description:
    'Who did what and when: every recorded change, newest first. Nothing here can be edited or deleted.',
  projectTitle: 'Activity',
  showActivity: 'Show activity',
  projectDescription: 'Everything recorded about this project, newest first.',
  empty: 'Nothing recorded yet.',
  filteredEmpty: 'No entries match these filters.',
  actor: 'Actor email',
  action: 'Action',
  allActions: 'All actions',
  project: 'Project',
  allProjects: 'All projects',
  from: 'From',
  to: 'To',
  system: 'System',
  ipRemoved: 'Removed',
} as const;
