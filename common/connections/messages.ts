/** The ad-platform connections (docs/product.md#connections), word for word. */

/** The connections screen, its popup and its toasts. */
export const CONNECTION_MESSAGES = {
  connectFailedTitle: 'Connection Failed',
  createConnectorFailed: 'Failed to create connector',
  popupBlocked: 'Popup blocked. Please allow popups for this site.',
  cancelled: 'Connection setup was cancelled or incomplete',
  timeout: 'Connection timeout - please try again',
  disconnectFailedTitle: 'Disconnection Failed',
  fetchConnectorsFailed: 'Failed to fetch connectors',
  noConnector: 'No connector found for this platform',
  disconnectFailed: 'Failed to disconnect',
  connectedTitle: 'Connected Successfully',
  connectedDescription: 'Your ad platform is now connected and syncing to your data warehouse',
  disconnectedTitle: 'Disconnected',
  disconnectedDescription: (platform: string) => `Successfully paused sync for ${platform}`,
  returnBanner: (platform: string) => `Successfully connected to ${platform}!`,
  returnToastTitle: 'Connection Successful',
  returnToastDescription: (platform: string) => `You've successfully connected to ${platform}.`,
  selectProjectToConnect: 'Please select a project before connecting platforms',
  selectProjectToDisconnect: 'Please select a project before disconnecting platforms',
  notConfigured: 'Ad platform connections are not configured',
  // The connections screen (docs/product.md#connections).
  title: 'Connect data sources',
  availablePlatforms: 'Available Platforms',
  comingSoon: 'Coming Soon',
  comingSoonText: 'Integration coming soon. Stay tuned for updates.',
  notConnected: 'Not Connected',
  connected: 'Connected',
  processing: 'Processing...',
  connect: 'Connect',
  reconnect: 'Reconnect',
  working: 'Working...',
  reconnectTooltip: 'Reconnect to refresh your credentials',
  connectTooltip: (platform: string) => `Connect your ${platform} account to import data`,
  readOnlyFooter:
    'We only request read-only access to your advertising accounts. Your accounts and campaigns are never modified.',
  // Our own words, chosen to be readable.
  disconnect: 'Disconnect',
  sandboxBadge: 'Sandbox',
  sandboxHint:
    'Sandbox mode: connections go to a local imitation of Fivetran, and no data is synced.',
  viewerHint:
    'You have view-only access to this project, so you cannot connect or disconnect platforms.',
  description: 'Connect your advertising platforms so their data syncs to your data warehouse.',
  connectorNotFound: 'Connector not found',
  anyPlatform: 'your ad platform',
  callbackTitle: 'Connecting your ad platform',
  callbackDone: 'Your ad platform is connected. You can close this window.',
  callbackInvalid: 'This connection link is no longer valid. Please choose Connect again.',
  dismiss: 'Dismiss',
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
