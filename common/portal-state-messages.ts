/**
 * The words of the portal's states beyond the happy path, chosen to be readable: no project
 * yet (docs/product.md#states), the two Google connections (docs/product.md#connections), a
 * vendor's error details (docs/product.md#errors). Apart from messages.ts, which the portal's
 * first download carries whole: these load with the pages that use them.
 */

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
 * The two ways a Google Ads account reaches the firm (docs/product.md#connections): the
 * project's warehouse sync through Fivetran, and the signed-in user's own read-only browse
 * access.
 */
export const CONNECTION_KIND_MESSAGES = {
  summaryTitle: 'Your Google Ads connections',
  summaryDescription:
    'Two separate connections: one feeds the analysis, the other lets you look around here.',
  warehouse: 'Warehouse sync',
  warehouseHint: 'Copies this project’s ad data into the data warehouse for the analysis.',
  browse: 'Browse access',
  browseHint: 'Your own read-only Google sign-in, to look through accounts and campaigns here.',
  manageWarehouse: 'Manage on the Connections page',
  openGoogleAds: 'Open the Google Ads page',
  paused: 'Paused',
  setupIncomplete: 'Setup not finished',
  broken: 'Needs reconnecting',
  checking: 'Checking',
  noProject: 'Select a project first',
  lastSync: (when: string) => `Last sync ${when}`,
  neverSynced: 'No sync yet',
} as const;

/** The disclosure under a failure that a vendor explained (docs/product.md#errors). */
export const ERROR_DETAILS_MESSAGES = {
  summary: 'Details',
  intro: 'If you contact us about this, these help us look it up:',
  code: 'Google Ads error code',
  requestId: 'Request id',
} as const;

/** An address under /portal that is no page of the portal (docs/product.md#routes). */
export const PORTAL_NOT_FOUND_MESSAGES = {
  title: 'Page not found',
  description: 'There is no portal page at this address: the link may be mistyped or out of date.',
  openPortal: 'Go to your dashboard',
} as const;
