/**
 * User-visible texts (docs/product.md#validation, docs/product.md#errors), word for word.
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
  // Our own words, chosen to be readable.
  domainAllowed: 'Your email domain is authorized to create an account.',
  signUpTab: 'Sign Up',
  signInTab: 'Sign In',
  cardTitle: 'Authentication',
  welcome: 'Welcome to the Client Portal',
  goToPortal: 'Go to Portal',
} as const;

/** Password policy texts (the policy itself is set by the server). */
export const PASSWORD_MESSAGES = {
  tooShort: (min: number) => `Password must be at least ${min} characters`,
  tooLong: (max: number) => `Password must be at most ${max} characters`,
  lowercase: 'Password must contain a lowercase letter',
  uppercase: 'Password must contain an uppercase letter',
  number: 'Password must contain a number',
  symbol: 'Password must contain a symbol (a character other than a letter or digit)',
} as const;

/**
 * Password reset (docs/product.md#accounts; chosen to be readable). The request's
 * answer is the same whether or not the address has an account.
 */
export const RESET_MESSAGES = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Reset your password',
  forgotDescription:
    'Enter the email address of your account. We will send you a link to choose a new password.',
  sendLink: 'Send reset link',
  sendingLink: 'Sending...',
  backToSignIn: 'Back to sign in',
  requested:
    'If an account exists for that address, we have sent it a link to choose a new password. The link is valid for 1 hour.',
  requestFailed: 'Could not ask for a reset link',
  pageTitle: 'Choose a new password',
  pageDescription: 'Enter the new password for your account.',
  newPasswordLabel: 'New password',
  submit: 'Set new password',
  submitting: 'Saving...',
  changedTitle: 'Your password was changed',
  changedDescription:
    'Every session of your account has been signed out. Sign in with your new password.',
  signIn: 'Sign in',
  linkInvalidTitle: 'This link cannot be used',
  linkInvalid:
    'This password reset link has expired or was already used. Ask for a new one: links are valid for 1 hour and work once.',
  linkMissing: 'This password reset link is incomplete. Ask for a new one.',
  askAgain: 'Ask for a new link',
  resetFailed: 'Could not change the password',
  mailSubject: 'Reset your password',
  mailHeading: 'Choose a new password',
  mailIntro: (email: string) =>
    `Someone asked to reset the password of the Diligence Intelligence account ${email}.`,
  mailValidity:
    'The link is valid for 1 hour and works once; if you did not ask, ignore this mail.',
  mailAction: 'Choose a new password',
} as const;

/**
 * Email verification (docs/product.md#accounts): the 403 and the banner share one
 * sentence; the rest is chosen to be readable.
 */
export const VERIFY_MESSAGES = {
  confirmEmail: (email: string) => `Confirm your email: we sent a link to ${email}`,
  bannerHint:
    'Open the link in that mail to see your projects. It is valid for 24 hours; Resend sends a new one.',
  openOutbox: 'Open the outbox',
  pageTitle: 'Email confirmation',
  pageDescription: 'The outcome of your confirmation link.',
  resend: 'Resend',
  resending: 'Sending...',
  resent: (email: string) => `We sent a new link to ${email}. It is valid for 24 hours.`,
  resendFailed: 'Could not send a new link',
  signUpRefused:
    'We could not create this account. If you already have one, sign in or reset your password.',
  confirmedTitle: 'Your email is confirmed',
  confirmedDescription: 'You can now open your projects.',
  openPortal: 'Open the portal',
  expiredTitle: 'This link has expired',
  expired:
    'Confirmation links are valid for 24 hours. Sign in and choose Resend on your dashboard to get a new one.',
  invalidTitle: 'This link cannot be used',
  invalid:
    'This confirmation link is not valid. Sign in and choose Resend on your dashboard to get a new one.',
  mailSubject: 'Confirm your email',
  mailHeading: 'Confirm your email address',
  mailIntro: (email: string) =>
    `Welcome to Diligence Intelligence. Confirm that ${email} is your address to open your projects.`,
  mailValidity:
    'The link is valid for 24 hours; if you did not create this account, ignore this mail.',
  mailAction: 'Confirm my email',
  attemptSubject: 'Someone tried to sign up with your address',
  attemptHeading: 'A sign-up with your address',
  attemptIntro: (email: string) =>
    `Someone tried to create a Diligence Intelligence account for ${email}, which already has one. No account was created and nothing changed.`,
  attemptAdvice:
    'If it was you, sign in; if you forgot your password, choose "Forgot password?" on the sign-in page.',
  attemptAction: 'Sign in',
} as const;

/** The admin's Mail tab: messages that could not be delivered (chosen to be readable). */
export const MAIL_ADMIN_MESSAGES = {
  title: 'Mail',
  description:
    'Messages that could not be delivered after every attempt. The text is not shown: it may hold a personal link.',
  empty: 'No undelivered mail.',
  retry: 'Send again',
  retried: 'The message is queued to be sent again.',
  retryFailed: 'Could not queue the message',
  notFound: 'Message not found',
  notFailed: 'Only a message that failed can be sent again.',
} as const;

/**
 * Two-factor sign-in (docs/product.md#accounts; chosen to be readable): the
 * library's terse answers rewritten, the sign-in code step and the admin's requirement.
 */
export const TWO_FACTOR_MESSAGES = {
  required:
    'Administrators and analysts must turn on two-factor sign-in before the dashboard opens. Set it up on your account page.',
  requiredTitle: 'Two-factor sign-in required',
  goToAccount: 'Set up two-factor sign-in',
  invalidCode: 'That code is not right. Check your authenticator app and try again.',
  invalidRecoveryCode: 'That recovery code is not right, or it was already used.',
  codeAlreadyUsed: 'That code was already used. Wait for the next code in your app.',
  challengeExpired: 'Your sign-in has expired. Sign in with your password again.',
  tooManyAttempts: 'Too many wrong codes. Sign in with your password again.',
  locked: 'Too many wrong codes for this account. Wait 15 minutes and try again.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on for this account.',
  wrongPassword: 'That password is not right.',
  codeStepTitle: 'Enter your sign-in code',
  codeStepDescription: 'Open your authenticator app and enter the 6-digit code for this account.',
  recoveryStepDescription:
    'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.',
  codeLabel: 'Code',
  recoveryCodeLabel: 'Recovery code',
  codeFormat: 'Enter the 6 digits from your app',
  recoveryCodeRequired: 'Enter a recovery code',
  useRecoveryCode: 'Use a recovery code instead',
  useApp: 'Use a code from your app instead',
  verify: 'Verify',
  verifying: 'Checking...',
  backToSignIn: 'Back to sign in',
} as const;

/** The account page /portal/account (docs/product.md#accounts; chosen to be readable). */
export const ACCOUNT_MESSAGES = {
  title: 'Your account',
  navLabel: 'Account',
  profileTitle: 'Profile',
  profileDescription: 'The name shown in the portal instead of your email address.',
  nameLabel: 'Display name',
  save: 'Save',
  saving: 'Saving...',
  nameSaved: 'Your name was saved',
  saveFailed: 'Could not save',
  passwordTitle: 'Password',
  passwordDescription: 'Changing your password signs you out on every other device.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordsDiffer: 'The two new passwords are not the same',
  currentPasswordRequired: 'Enter your current password',
  changePassword: 'Change password',
  passwordChanged: 'Your password was changed; your other sessions were signed out',
  passwordFailed: 'Could not change the password',
  noPassword: 'You sign in with Google: this account has no password to change.',
  twoFactorTitle: 'Two-factor sign-in',
  on: 'On',
  off: 'Off',
  twoFactorOff:
    'Off. Turn it on to be asked, after your password, for a code from an authenticator app.',
  twoFactorOn: 'On. Signing in asks for a code from your authenticator app.',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  passwordToContinue: 'Enter your password to continue',
  continue: 'Continue',
  cancel: 'Cancel',
  scanTitle: 'Scan this code with your authenticator app',
  scanHint: 'Or type this key into the app:',
  qrAlt: 'QR code for your authenticator app',
  confirmCode: 'Then enter the 6-digit code the app shows',
  confirm: 'Confirm',
  turnedOn: 'Two-factor sign-in is on',
  turnedOff: 'Two-factor sign-in is off',
  twoFactorFailed: 'Could not change two-factor sign-in',
  recoveryTitle: 'Save your recovery codes',
  recoveryDescription:
    'Each code signs you in once if you lose your phone. They are shown only now: copy them somewhere safe.',
  copy: 'Copy codes',
  copied: 'Recovery codes copied',
  done: 'I have saved them',
  newRecoveryCodes: 'New recovery codes',
  sessionsTitle: 'Active sessions',
  sessionsDescription: 'Where your account is signed in.',
  thisDevice: 'This device',
  lastSeen: 'Last seen',
  unknownIp: 'Unknown address',
  signOutOthers: 'Sign out everywhere else',
  signedOutOthers: 'Signed out everywhere else',
  signOutOthersFailed: 'Could not sign out the other sessions',
  noOtherSessions: 'No other sessions.',
  methodsTitle: 'Sign-in methods',
  methodsDescription: 'The ways you can sign in to this account.',
  emailAndPassword: 'Email and password',
  google: 'Google',
  loadFailed: 'Could not load this section',
} as const;

/** Tenancy: the project guard's answers (chosen to be readable). */
export const PROJECT_MESSAGES = {
  notFound: 'Project not found',
  viewerReadOnly: 'Viewers can read this project but not change it.',
  archivedReadOnly: 'This project is archived and read-only.',
  projectIdRequired: 'projectId must be a positive whole number',
  workingOn: (name: string) => `Working on: ${name}`,
  selectProject: 'Please select a project to begin',
  noProjects: 'No projects yet',
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

export const DATA_MESSAGES = {
  errorTitle: 'Error',
  noActiveProject: 'No active project selected. Please select a project.',
  metricsSaved: 'Data has been saved successfully',
  noteSaved: 'Note has been saved successfully',
  // The portal dashboard and the data-entry wizard (docs/product.md#wizard).
  welcomeBack: (name: string) => `Welcome back, ${name}`,
  noProjectTitle: 'No Project Selected',
  noProject: 'Please select a project from the dropdown above to begin entering data.',
  saveData: 'Save Data',
  saving: 'Saving...',
  selectProjectToSave: 'Select a project to save',
  // The Notes & Context card (docs/product.md#notes).
  addNote: 'Add Note',
  cancel: 'Cancel',
  selectProject: 'Select a project',
  loadingNotes: 'Loading notes...',
  noNotes: 'No notes yet. Click "Add Note" to provide important context about your metrics.',
  notePlaceholder: 'Enter important context about your metrics...',
  saveNote: 'Save Note',
  // Our own words, chosen to be readable.
  optionalNote: 'All fields are optional except Annual Revenue, which is required to save.',
  viewerReadOnly:
    'You have view-only access to this project: you can read its data but not change it.',
  archivedReadOnly: 'This project is archived: its data can be read but not changed.',
} as const;

/** Validation texts of the metrics and note forms (chosen to be readable). */
export const VALIDATION_MESSAGES = {
  noNulCharacter: (label: string) => `${label} cannot contain the NUL character (U+0000)`,
  required: (label: string) => `${label} is required`,
  notANumber: (label: string) => `${label} must be a number, for example 1250.50`,
  tooManyDecimals: (label: string, scale: number) =>
    `${label} can have at most ${scale} decimal places`,
  atMost: (label: string, max: string) => `${label} must be at most ${max}`,
  atLeast: (label: string, min: string) => `${label} must be at least ${min}`,
  notNegative: (label: string) => `${label} cannot be negative`,
  wholeNumber: (label: string) => `${label} must be a whole number`,
  tooLong: (label: string, max: number) =>
    `${label} must be at most ${max.toLocaleString('en-US')} characters`,
  oneOf: (label: string, values: readonly string[]) =>
    `${label} must be one of: ${values.join(', ')}`,
  competitorNameRequired: 'Competitor name is required',
  competitorWebsite: 'Competitor website must be a full web address, e.g. https://example.com',
  tooManyCompetitors: (max: number) => `List at most ${max} competitors`,
  teamEmail: (line: number, value: string) => `Line ${line} is not a valid email address: ${value}`,
  noteContentRequired: 'Note content is required',
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
  changed: 'Changed',
  changedCount: (count: number) =>
    count === 0 ? 'No field changed.' : `${count} field${count === 1 ? '' : 's'} changed.`,
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
  followUp:
    'We have received your consultation request. Our team typically reaches out within 24-48 business hours.',
  crmIssueNote:
    'We had a temporary technical issue with our CRM. Your information is saved and our team has been notified.',
  returnToWebsite: 'Return to Website',
  debugTitle: 'Debug information',
} as const;

/** The admin's leads inbox, the Contacts tab (chosen to be readable, decision 094). */
/** The controls shared by the admin's filtered lists (leads inbox, audit trail). */
export const LIST_MESSAGES = {
  clearFilters: 'Clear filters',
  exportCsv: 'Export CSV',
} as const;

export const LEADS_MESSAGES = {
  title: 'Contacts',
  description:
    'Consultation requests from the website, their delivery to the CRM, and who handled them.',
  empty: 'No consultation requests yet.',
  filteredEmpty: 'No contacts match these filters.',
  searchHint: (min: number) => `Type at least ${min} characters to search.`,
  retry: 'Retry sync',
  retried: 'The contact is queued to be sent to the CRM again.',
  retryFailed: 'Could not queue the contact',
  markHandled: 'Mark handled',
  editHandled: 'Edit note',
  markedHandled: 'The lead is marked handled.',
  unmark: 'Mark not handled',
  unmarked: 'The lead is no longer marked handled.',
  handleFailed: 'Could not save the lead',
  handledBy: (email: string, when: string) => `Handled by ${email}, ${when}`,
  noteLabel: 'Note',
  noteRequired: 'Write a note: what was done with this lead',
  noteTooLong: (max: number) => `Please use at most ${max} characters`,
  notFound: 'Contact not found',
  notFailed: 'Only a contact whose CRM sync failed can be retried.',
  crmNotConfigured: 'HubSpot is not configured: there is no CRM to send the contact to.',
} as const;

/** Generic API error texts (chosen to be readable). */
/** The portal when the server cannot answer (chosen to be readable). */
export const OUTAGE_MESSAGES = {
  title: 'The portal is temporarily unavailable',
  description:
    'We could not load your session because the service is not answering right now. Your data is safe; please try again in a moment.',
  retry: 'Try again',
} as const;

export const API_MESSAGES = {
  notFound: 'Not found',
  unauthorized: 'Please sign in to continue.',
  forbidden: "You don't have permission to do that.",
  internal: 'Something went wrong on our side. Please try again.',
  invalidRequest: 'The request is invalid.',
  badAddress: 'The address of this request is not valid.',
  invalidJson: 'The request body is not valid JSON.',
  nulCharacter: 'The request contains a NUL character, which no field accepts.',
  addressTooLong: 'The address of this request is too long.',
  tooLarge: 'The request is too large.',
  headersTooLarge: 'The headers of this request are too large.',
  requestTimeout: 'The request took too long to arrive.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  crossSite: 'This request came from another website and was refused. Please use the site itself.',
  unsupportedMediaType: 'The request body must be JSON (Content-Type: application/json).',
  shuttingDown: 'This server is shutting down. Please try again in a moment.',
  databaseUnavailable:
    'The service is temporarily unavailable: its database cannot be reached. Please try again in a moment.',
} as const;

/** Invitations: the API's refusals, the mails and the portal's words. */
export const INVITATION_MESSAGES = {
  /** "an owner", "a member", "a viewer": how the mails and the page name a role. */
  asRole: (role: 'owner' | 'member' | 'viewer') => (role === 'owner' ? 'an owner' : `a ${role}`),
  domainNotAllowed: (email: string, domains: readonly string[]) =>
    `${email} is not at one of this project's allowed domains (${domains.join(', ')}).`,
  alreadyMember: (email: string) => `${email} is already a member of this project.`,
  ownerOnly: "Only the project's owner can invite people to it.",
  adminInvited: 'An administrator has already invited this address',
  tooMany: 'Too many invitations for now. Please try again later.',
  notFound: 'Invitation not found',
  revoked: 'This invitation was revoked.',
  expired: 'This invitation has expired. Ask for a new one.',
  accepted: 'This invitation was already used.',
  unknown: 'This invitation link is not valid.',
  wrongAccount: (email: string) =>
    `This invitation is for ${email}. Sign out and sign in with that address to accept it.`,
  mailSubject: (inviter: string, project: string) =>
    `${inviter} invited you to ${project} on Diligence Intelligence`,
  mailHeading: (project: string) => `Join ${project}`,
  mailIntro: (inviter: string, project: string, role: string) =>
    `${inviter} invited you to ${project} on Diligence Intelligence as ${role}.`,
  mailHow:
    'The link opens the portal: create your account with this address (or sign in if you have one) and you join the project at once.',
  mailValidity: 'The invitation is valid for 7 days and can be used once.',
  mailAction: 'Accept the invitation',
  acceptedSubject: (invitee: string, project: string) =>
    `${invitee} accepted your invitation to ${project}`,
  acceptedHeading: (project: string) => `A new member of ${project}`,
  acceptedIntro: (invitee: string, project: string, role: string) =>
    `${invitee} accepted your invitation to ${project} and joined as ${role}.`,
  acceptedAction: 'Open the project',
  // The portal
  inviteTitle: 'Invite someone',
  adminDescription: (domains: readonly string[]) =>
    `The invitee gets a mail with a link to join the project. The address must be at one of its domains: ${domains.join(', ')}.`,
  teamTitle: 'Team',
  teamDescription: "Invite colleagues at your project's domains. They get a mail with a link.",
  emailLabel: 'Email address',
  roleLabel: 'Role',
  projectLabel: 'Project',
  send: 'Send invitation',
  sending: 'Sending...',
  sent: (email: string) => `Invitation sent to ${email}`,
  inviteFailed: 'Could not send the invitation',
  pendingTitle: 'Pending invitations',
  noPending: 'No pending invitations.',
  resend: 'Resend',
  revoke: 'Revoke',
  resent: (email: string) => `Invitation sent again to ${email}`,
  revokedToast: (email: string) => `Invitation to ${email} revoked`,
  actionFailed: 'Could not change the invitation',
  expiresOn: (date: string) => `expires ${date}`,
  expiredBadge: 'expired',
  pageTitle: (project: string) => `Join ${project}`,
  pageDescription: (role: string) => `You were invited as ${role}.`,
  pageLoading: 'Checking the invitation...',
  pageProblemTitle: 'This invitation cannot be used',
  createAccount: 'Create your account to accept',
  signInToAccept: 'Sign in to accept',
  acceptButton: 'Accept the invitation',
  accepting: 'Joining...',
  acceptFailed: 'Could not accept the invitation',
  signedInAs: (email: string) => `You are signed in as ${email}.`,
  signOut: 'Sign out',
  goToPortal: 'Go to the portal',
  joined: (project: string) => `You joined ${project}`,
  wizardOffer: 'Invite these addresses to the project',
  wizardOfferHint:
    "Each gets a mail to join as a member. Only addresses at the project's allowed domains can be invited.",
  wizardInvited: (count: number) =>
    count === 1 ? 'Invitation sent to 1 address' : `Invitations sent to ${count} addresses`,
} as const;

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
  peopleIssues: (neverSignedIn: number, unverified: number) =>
    [
      neverSignedIn > 0 ? `${neverSignedIn} never signed in` : '',
      unverified > 0 ? `${unverified} unconfirmed` : '',
    ]
      .filter(Boolean)
      .join(', ') || 'All set',
  /** The needs-attention badges, by reason (ATTENTION_REASONS in common/contracts/overview.ts). */
  reasons: (staleDays: number) => ({
    no_submission: 'No submission',
    stale_submission: `No submission in ${staleDays} days`,
    never_signed_in: 'Member never signed in',
    unverified: 'Address not confirmed',
    incomplete_connection: 'Connection incomplete',
  }),
  connectionIssues: (incomplete: number) =>
    incomplete === 0 ? 'All set' : `${incomplete} incomplete`,
} as const;

/** Any stored file name (common/contracts/file-name.ts). */
export const FILE_NAME_MESSAGES = {
  noVisibleCharacter: 'The file name has no visible characters. Please rename the file.',
  tooLong: (max: number) => `The file name is too long (${max} characters at most).`,
} as const;

/** Deliverables (docs/product.md#deliverables): the API's refusals and the two cards' words. */
export const DELIVERABLE_MESSAGES = {
  notFound: 'This file does not exist, or you do not have access to it.',
  projectNotFound: 'There is no project with this id.',
  wrongType: 'Only PDF, Excel (.xlsx), Word (.docx) and CSV files can be uploaded.',
  contentMismatch: (kind: string) =>
    `The file's content is not a ${kind} file, although its name says so. Please check the file.`,
  tooLarge: (maxBytes: number) =>
    `The file is larger than ${(maxBytes / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB. Please upload a smaller file.`,
  uploadCut: 'The upload was cut off before the file ended. Please try again.',
  malformed: 'The upload is not a valid multipart/form-data body.',
  notMultipart: 'Send the file as multipart/form-data, in a field named "file".',
  noFile: 'Choose a file to upload.',
  onePart: 'Send one file in a field named "file", and nothing else.',
  emptyFile: 'The file is empty.',
  title: 'Deliverables',
  memberTitle: (firm: string) => `Deliverables from ${firm}`,
  memberEmpty: (firm: string) =>
    `When ${firm} shares its report or other files with this project, they appear here for you to download.`,
  adminEmpty: 'No files yet. Upload the report and other files for the project’s members.',
  adminHint:
    'PDF, Excel, Word or CSV, up to 50 MB each. Every member of the project can download them.',
  chooseFile: 'File to upload',
  upload: 'Upload',
  uploading: 'Uploading…',
  uploaded: (name: string) => `${name} uploaded.`,
  uploadFailed: 'Could not upload the file',
  download: 'Download',
  downloadLabel: (name: string) => `Download ${name}`,
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${name}`,
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteDescription:
    'The project’s members will no longer see or download it. This cannot be undone.',
  deleted: (name: string) => `${name} deleted.`,
  deleteFailed: 'Could not delete the file',
  loadFailed: 'Could not load the files',
  uploadedBy: (email: string) => `Uploaded by ${email}`,
} as const;
