/**
 * User-visible texts of SPEC points 5 and 8, word for word.
 * The UI shows them, the server answers with them and the tests assert them.
 */

export const AUTH_MESSAGES = {
  signInFailed: 'Sign-in failed',
  invalidCredentials: 'Invalid email or password',
  domainNotAuthorizedTitle: 'Domain not authorized',
  domainNotAuthorized: 'Your email domain is not authorized to create an account.',
  signUpFailedTitle: 'Sign-up failed',
  genericError: 'An error occurred',
  signOutFailed: 'Error signing out',
  signedIn: 'Signed in successfully!',
  accountCreated: 'Account created successfully!',
  accountCreatedDescription: 'Please contact admin to be added to a project.',
  signedOut: 'Signed out successfully',
  signUpNote: 'After creating an account, contact your administrator to be added to a project.',
  subtitle: 'Sign in to access your investment intelligence platform',
  cardDescription: 'Choose your preferred sign-in method',
  accessDenied: 'Access Denied',
  accessDeniedDescription: "You don't have permission to access this page.",
} as const;

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
} as const;

export const DATA_MESSAGES = {
  errorTitle: 'Error',
  noActiveProject: 'No active project selected. Please select a project.',
  metricsSaved: 'Data has been saved successfully',
  noteSaved: 'Note has been saved successfully',
} as const;

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
} as const;

export const ADMIN_MESSAGES = {
  createFailed: 'Failed to create project',
  updateFailed: 'Failed to update project',
  assignFailed: 'Failed to update user projects',
  created: 'Project created successfully!',
  updated: 'Project updated successfully!',
  assigned: 'User projects updated successfully!',
} as const;

export const CONTACT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  workEmailRequired: 'Work email is required',
  invalidEmail: 'Invalid email address',
  sourceRequired: 'Please select how you heard about us',
  invalidReferralEmail: 'Invalid referral email address',
  incompleteTitle: 'Please complete the form',
  incomplete: 'First name, last name, email, and how you heard about us are required.',
  failedTitle: 'Submission Failed',
  failed: "We couldn't process your request. Please try again or contact support.",
  crmErrorTitle: 'Request Received',
  crmError:
    'Your request was saved, but there was a temporary issue syncing with our CRM. Our team will still follow up with you.',
  successTitle: 'Success!',
  success: 'Your information has been submitted successfully and added to our CRM.',
  notConfiguredTitle: 'Request Received',
  notConfigured: 'Your information has been submitted successfully.',
  thankYou: (name: string) => `Thank You, ${name}!`,
  returnToWebsite: 'Return to Website',
} as const;

/** Generic API error texts (not in the spec; chosen to be readable). */
export const API_MESSAGES = {
  notFound: 'Not found',
  unauthorized: 'Please sign in to continue.',
  forbidden: "You don't have permission to do that.",
  internal: 'Something went wrong on our side. Please try again.',
  invalidRequest: 'The request is invalid.',
  tooLarge: 'The request is too large.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
} as const;
