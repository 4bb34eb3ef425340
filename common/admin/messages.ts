/**
 * The firm's workspace (docs/product.md#workspace), word for word: its tabs (Projects, Users,
 * Overview, Analysts), a project's page, deactivating a user, closing an engagement and the
 * controls of its filtered lists. The Contacts tab's texts are common/leads/messages.ts, the
 * Mail tab's common/mail/messages.ts, the audit trail's common/audit/messages.ts.
 */

/** The Projects and Users tabs, and the API's answers about projects and users. */
export const ADMIN_MESSAGES = {
  /** A user whose address is not confirmed yet. */
  unverified: 'unverified',
  createFailed: 'Failed to create project',
  updateFailed: 'Failed to update project',
  assignFailed: 'Failed to update user projects',
  created: 'Project created successfully!',
  updated: 'Project updated successfully!',
  assigned: 'User projects updated successfully!',
  // Our own words, chosen to be readable.
  slugRule:
    'Slug must contain only lowercase letters, digits and underscores, and start with a letter or underscore',
  slugHint: 'Lowercase letters, numbers and underscores only. Used for data-warehouse schemas.',
  slugTaken: (slug: string) => `A project with the slug "${slug}" already exists`,
  nameRequired: 'Name is required',
  slugRequired: 'Slug is required',
  domainsRequired: 'At least one allowed domain is required',
  invalidDomain: (domain: string) => `"${domain}" is not a valid domain`,
  domainsHint: 'Comma-separated. Users with these email domains can access the project.',
  noProjects: 'No projects',
  projectNotFound: 'Project not found',
  userNotFound: 'User not found',
  unknownProjects: (ids: readonly number[]) => `Unknown project id(s): ${ids.join(', ')}`,
  roleWithoutProject: (ids: readonly number[]) =>
    `Roles were given for project(s) not in projectIds: ${ids.join(', ')}`,
  emptyUpdate: 'Nothing to update: send name, allowedDomains or status',
} as const;

/** The admin's page of one project (docs/product.md#workspace; chosen to be readable). */
export const PROJECT_PAGE_MESSAGES = {
  backToAdmin: 'Back to Admin',
  notFoundTitle: 'Project not found',
  notFound:
    'There is no project with this address. It may have been deleted, or the link is wrong.',
  loadFailed: 'Could not load the project',
  never: 'Never',
  notProvided: 'Not provided',
  noMembers: 'No members yet. Assign users in the Users tab, or invite them.',
  noInvitations: 'No pending invitations.',
  expired: 'expired',
  noSubmissions: 'Nothing submitted yet.',
  noNotes: 'No notes yet.',
  loadMore: 'Load more',
  compareHint: 'Select two submissions to compare them side by side.',
  compare: 'Compare selected',
  /** How a field differs between two submissions, written beside its colour. */
  fieldChange: { added: 'Added', changed: 'Changed', removed: 'Removed' },
  changedCount: ({
    added,
    changed,
    removed,
  }: {
    added: number;
    changed: number;
    removed: number;
  }) => {
    const count = added + changed + removed;
    if (count === 0) return 'No field changed.';
    const parts = [
      [added, 'added'],
      [changed, 'changed'],
      [removed, 'removed'],
    ] as const;
    const detail = parts.filter(([n]) => n > 0).map(([n, word]) => `${n} ${word}`);
    return `${count === 1 ? '1 field differs' : `${count} fields differ`}: ${detail.join(', ')}.`;
  },
  onlyChanged: 'Show only what changed',
  archive: 'Archive project',
  reactivate: 'Reactivate project',
  archiveTitle: (name: string) => `Archive ${name}?`,
  archiveDescription:
    'Its clients become read-only: they can still sign in and see the project, but cannot save metrics or notes, or change connections, until you reactivate it. Nothing is deleted.',
  reactivateTitle: (name: string) => `Reactivate ${name}?`,
  reactivateDescription: 'Its clients can save metrics and notes and change connections again.',
  archived: 'Project archived.',
  reactivated: 'Project reactivated.',
  /** A stored connection's state (ConnectionState), in the firm's words, and what it means. */
  connectionStates: {
    connected: { label: 'Connected', hint: 'Fivetran syncs it on its schedule.' },
    setup_incomplete: {
      label: 'Setup incomplete',
      hint: 'The client started connecting the account but did not finish signing in.',
    },
    paused: { label: 'Paused', hint: 'Nothing syncs until the client connects it again.' },
    broken: {
      label: 'Broken',
      hint: 'Fivetran can no longer reach the account: the client needs to reconnect it on their Connections page.',
    },
    not_checked: { label: 'Not checked yet', hint: 'Fivetran has not been asked about it yet.' },
  },
  noConnector: 'Not connected',
} as const;

/** The admin's Overview tab (docs/product.md#workspace). */
export const OVERVIEW_MESSAGES = {
  title: 'Overview',
  description:
    'Every active project: how complete its information is, when the client was last active, and who is stuck.',
  attentionOnly: 'Needs attention only',
  sortBy: 'Sort by',
  empty: 'No active projects yet. Create one in the Projects tab.',
  filteredEmpty: 'No project matches these filters.',
  allClear: 'Nothing needs attention.',
  never: 'Never',
  noSubmission: 'No submission',
  daysAgo: (days: number) => (days === 0 ? 'Today' : `${days} day${days === 1 ? '' : 's'} ago`),
  /** The needs-attention badges, by reason (ATTENTION_REASONS in common/admin/overview-contract.ts). */
  reasons: (staleDays: number) => ({
    no_submission: 'No submission',
    stale_submission: `No submission in ${staleDays} days`,
    never_signed_in: 'Member never signed in',
    unverified: 'Address not confirmed',
    incomplete_connection: 'Connection incomplete',
  }),
  /** The health word (HEALTH_LEVELS; common/admin/project-health.ts says when each holds). */
  health: { on_track: 'On track', at_risk: 'At risk', stuck: 'Stuck' },
  healthColumn: 'Health',
  /** The health's reasons, besides the attention badges' words. */
  nothingNeedsAttention: 'Nothing needs attention',
  noPlatformConnected: 'No ad platform connected: nothing checks the stated figures',
  noSubmissionSinceCreated: (days: number) => `No submission ${days} days after creation`,
  reportOverdue: 'Initial report overdue',
  reportDueSoon: 'Initial report due soon',
  /** The Members column: who of the project's members is stuck. */
  noMember: 'No member yet',
  neverSignedIn: (count: number) => `${count} never signed in`,
  unconfirmed: (count: number) => `${count} unconfirmed`,
  allSignedIn: 'All signed in',
  /** The Connections column: the platforms not connected (the checklist's), each named. */
  platformsMissing: (missing: number, total: number, named: string) =>
    `${missing} of ${total} platforms missing: ${named}`,
  allPlatformsConnected: (total: number) => `All ${total} platforms connected`,
  /** A stored connection that is not running, after the platform's name. */
  connectionState: {
    paused: 'paused',
    broken: 'broken',
    setup_incomplete: 'setup not finished',
    not_checked: 'not checked yet',
  },
  membersColumn: 'Members',
  connectionsColumn: 'Connections',
  /** Who drafted the newest initial report: `rules` or the language model's id. */
  draftSource: (source: string) => `Draft: ${source}`,
} as const;

/** The firm's analysts (decision 099; chosen to be readable). */
export const ANALYST_MESSAGES = {
  title: 'Analysts',
  description:
    'Firm staff who work on the projects you assign them: the project page, its deliverables and the Overview, nothing else. They sign up with the address you add here.',
  emailLabel: 'Analyst email',
  add: 'Add analyst',
  added: (email: string) => `${email} is now an analyst.`,
  addFailed: 'Could not add the analyst',
  exists: (email: string) => `${email} is already an analyst.`,
  isAdministrator: (email: string) => `${email} is an administrator, who sees every project.`,
  remove: 'Remove',
  removeTitle: (email: string) => `Remove ${email} as an analyst?`,
  removeDescription:
    'They lose access to every project assigned to them at once. Their account and its history stay.',
  removed: (email: string) => `${email} is no longer an analyst.`,
  removeFailed: 'Could not remove the analyst',
  empty: 'No analysts yet.',
  notFound: 'Analyst not found',
  notSignedUp: 'not signed up yet',
  assigned: 'Assigned projects',
  none: 'None',
  projectTitle: 'Analysts',
  projectDescription: 'Firm analysts who work on this project.',
  assign: 'Assign',
  assignLabel: 'Analyst to assign',
  assignPlaceholder: 'Choose an analyst',
  assignedToProject: (email: string) => `${email} is assigned to this project.`,
  unassign: 'Unassign',
  unassignedFromProject: (email: string) => `${email} no longer works on this project.`,
  assignFailed: 'Could not change the assignment',
  noneAssigned: 'No analyst is assigned to this project.',
  noneToAssign: 'Add analysts in the Users tab first.',
  dashboardTitle: 'Analyst Dashboard',
  backToDashboard: 'Back to Analyst Dashboard',
  overviewDescription:
    'The projects assigned to you: how complete their information is, when the client was last active, and who is stuck.',
  noMembers: 'No members yet.',
} as const;

/** Deactivating and reactivating a user (decision 096). */
export const DEACTIVATION_MESSAGES = {
  signInRefused: 'This account has been deactivated. Contact your administrator.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  cannotDeactivateAdmin:
    'Administrators are managed through ADMIN_EMAILS: remove the address there instead.',
  badge: 'Deactivated',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  deactivateLabel: (email: string) => `Deactivate ${email}`,
  reactivateLabel: (email: string) => `Reactivate ${email}`,
  deactivateTitle: (email: string) => `Deactivate ${email}?`,
  deactivateDescription:
    'They are signed out everywhere at once and cannot sign in again. Their submissions, notes and project memberships are kept, and invitations they sent that are still pending are revoked. You can reactivate the account at any time.',
  reactivateTitle: (email: string) => `Reactivate ${email}?`,
  reactivateDescription:
    'They can sign in again with their password or Google, with the projects they had. Invitations revoked at deactivation stay revoked.',
  deactivated: (email: string) => `${email} is deactivated`,
  reactivated: (email: string) => `${email} is reactivated`,
  failed: 'Could not change the account',
  deactivatedOn: (date: string, by: string) => `Deactivated ${date} by ${by}`,
} as const;

/** Closing an engagement (decision 101; chosen to be readable). */
export const CLOSE_MESSAGES = {
  action: 'Close engagement',
  title: (name: string) => `Close the engagement with ${name}?`,
  description:
    'This deletes the client’s data for good: every metrics submission, note and deliverable, its pending invitations, the Google Ads accounts chosen for it with their figures, its channel data read from the warehouse, and its ad-platform connectors (paused, then deleted at Fivetran; the tables Fivetran wrote to the firm’s warehouse stay there). The project stays, archived and read-only, with its members, its audit trail and a record of what was deleted. It cannot be undone.',
  confirmLabel: (slug: string) => `Type ${slug} to confirm`,
  mismatch: (slug: string) => `Type the project’s slug, ${slug}, exactly to confirm.`,
  closing: 'Closing...',
  closed: (name: string) => `The engagement with ${name} is closed.`,
  failed: 'Could not close the engagement',
  alreadyClosed: 'This engagement is already closed.',
  noUploads: 'This engagement is closed: nothing can be uploaded to it.',
  cannotReactivate: 'A closed engagement cannot be reactivated: its client data is gone.',
  bannerTitle: 'Engagement closed',
  banner: (date: string, by: string) => `Closed on ${date} by ${by}. Deleted:`,
  deleted: (closure: {
    submissions: number;
    notes: number;
    deliverables: number;
    invitations: number;
    googleAdsAccounts: number;
    channelSnapshots: number;
    reports: number;
    connectors: number;
  }) =>
    [
      `${closure.submissions} submission${closure.submissions === 1 ? '' : 's'}`,
      `${closure.notes} note${closure.notes === 1 ? '' : 's'}`,
      `${closure.deliverables} deliverable${closure.deliverables === 1 ? '' : 's'}`,
      `${closure.invitations} pending invitation${closure.invitations === 1 ? '' : 's'}`,
      `${closure.googleAdsAccounts} Google Ads account${closure.googleAdsAccounts === 1 ? '' : 's'}`,
      `${closure.channelSnapshots} channel snapshot${closure.channelSnapshots === 1 ? '' : 's'}`,
      `${closure.reports} initial report version${closure.reports === 1 ? '' : 's'}`,
      `${closure.connectors} connector${closure.connectors === 1 ? '' : 's'}`,
    ].join(', '),
} as const;

/** The controls shared by the admin's filtered lists (leads inbox, audit trail). */
export const LIST_MESSAGES = {
  clearFilters: 'Clear filters',
  exportCsv: 'Export CSV',
} as const;
