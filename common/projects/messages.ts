/**
 * Projects and tenancy (docs/product.md#projects-and-roles): the project guard's answers,
 * why the portal's controls are read-only, and the portal of a user in no project yet.
 */

/** Tenancy: the project guard's answers (chosen to be readable). */
export const PROJECT_MESSAGES = {
  notFound: 'Project not found',
  viewerReadOnly: 'Viewers can read this project but not change it.',
  archivedReadOnly: 'This project is archived and read-only.',
  projectIdRequired: 'projectId must be a positive whole number',
  noActiveProject: 'No active project selected. Please select a project.',
  workingOn: (name: string) => `Working on: ${name}`,
  selectProject: 'Please select a project to begin',
  noProjects: 'No projects yet',
} as const;

/**
 * Why the portal's controls are read-only (common/projects/write-access.ts), keyed like the
 * guard's answers in PROJECT_MESSAGES (chosen to be readable).
 */
export const WRITE_ACCESS_MESSAGES = {
  viewerReadOnly:
    'You have view-only access to this project: you can read its data but not change it.',
  archivedReadOnly: 'This project is archived: its data can be read but not changed.',
} as const;

/** A signed-in user who belongs to no project yet (docs/product.md#states). */
export const NO_PROJECT_MESSAGES = {
  title: 'You are not in a project yet',
  client:
    'Your firm’s administrator adds you to your company’s project after you sign up. Ask the person at the firm who invited you, or the firm’s administrator, to add you. The project will appear here, and in the project menu at the top, as soon as they do.',
  admin:
    'As the administrator you create the projects and add people to them, yourself included. Create a project for a client, and it appears in the project menu at the top once you are a member.',
  createFirst: 'Create your first project',
  openAdmin: 'Open the admin dashboard',
  googleAds:
    'Google Ads opens once you belong to a project: the accounts you browse here are for that project’s analysis.',
  adminEmpty:
    'No projects yet. A project holds one client’s data, people and reports: create the first one, then add the client’s users to it.',
} as const;

/**
 * A closed engagement on the client's dashboard (decision 101, docs/product.md#closing): in
 * place of the cards its deleted data left empty.
 */
export const CLOSED_PROJECT_MESSAGES = {
  banner: (date: string, firm: string) =>
    `This engagement was closed on ${date} by ${firm}; its data was deleted.`,
  nothingToGather: 'Nothing more is gathered for this engagement: it is closed.',
} as const;
