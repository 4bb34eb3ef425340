/** Google Ads (docs/product.md#google-ads), word for word. */

/** The Google Ads page, its connection and the API's answers. */
export const GOOGLE_ADS_MESSAGES = {
  accountsErrorTitle: 'Error fetching accounts',
  accountsError: (text: string) => `Failed to fetch accounts: ${text}`,
  campaignsErrorTitle: 'Error fetching campaigns',
  campaignsError: (text: string) => `Failed to fetch campaigns: ${text}`,
  exportFailedTitle: 'Export failed',
  exportCampaignsFailed: 'Failed to export campaigns',
  exportKeywordsFailed: 'Failed to export keywords',
  unknownError: 'Unknown error',
  noAccountTitle: 'No account selected',
  noAccount: 'Please select a Google Ads account first.',
  exportSuccessTitle: 'Export successful',
  campaignsExported: 'Campaign data has been downloaded as CSV',
  keywordsExported: 'Keywords data has been downloaded as CSV',
  noAccounts: 'No accounts found',
  noCampaigns: 'No campaigns found for this account in the last 30 days',
  // Our own words, chosen to be readable.
  noAccountsHint:
    'Connect the Google account that has access to your Google Ads accounts, with at least read-only permission.',
  selectAccount: 'Select an account to see its campaigns for the last 30 days.',
  connectTitle: 'Connect Google Ads',
  connectDescription:
    'Sign in with Google and allow read-only use of your Google Ads data. Your accounts are never modified.',
  connectButton: 'Connect Google',
  connecting: 'Opening Google...',
  disconnect: 'Disconnect',
  disconnected: 'Google Ads disconnected',
  refreshAccounts: 'Refresh Accounts',
  exportCampaigns: 'Export Campaigns',
  exportKeywords: 'Export Keywords',
  connectedAs: (email: string) => `Connected as ${email}`,
  notConnected: 'Connect your Google Ads account first.',
  reconnect: 'Your Google connection has expired or was revoked. Please reconnect Google.',
  notMember:
    'Google Ads is available to project members. Ask your administrator to add you to a project.',
  unavailable: 'Google Ads is not available: this server has no Google Ads credentials configured.',
  accountNotFound: 'Google Ads account not found',
  unreachable: 'Google Ads did not answer in time. Please try again.',
  oauthMisconfigured: 'Google sign-in for Google Ads is misconfigured on this server.',
  accessNotGranted: 'Google Ads access was not granted.',
  providerError: (code: string) => `Google returned an error: ${code}`,
  stateInvalid:
    'The Google connection request expired or was not started from this browser. Please try again.',
  signInAgain: 'Please sign in, then connect Google again.',
} as const;

/** The disclosure under a failure that a vendor explained (docs/product.md#errors). */
export const ERROR_DETAILS_MESSAGES = {
  summary: 'Details',
  intro: 'If you contact us about this, these help us look it up:',
  code: 'Google Ads error code',
  requestId: 'Request id',
} as const;
