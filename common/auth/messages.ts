/**
 * Sign-in, sign-up, password reset, email confirmation and two-factor sign-in, word for word
 * (docs/product.md#accounts).
 */

/** Signing in and up, and the portal's gate. */
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
