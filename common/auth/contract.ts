/**
 * Accounts: the domain pre-check, the server's sign-in options and password policy, and
 * the sign-in / sign-up payloads (docs/product.md#accounts).
 */
import { z } from '../shared/zod.ts';
import { MIN_PASSWORD_LENGTH } from './constants.ts';
import { PASSWORD_MESSAGES, RESET_MESSAGES } from './messages.ts';

/** Where the identity library's endpoints are served (sign-in, sign-up, get-session, ...). */
export const AUTH_BASE_PATH = '/api/auth';
/** The signed-in user (GET): the client's session query is keyed by this path. */
export const SESSION_PATH = `${AUTH_BASE_PATH}/get-session`;

export const checkDomainQuerySchema = z.strictObject({
  email: z.email('Enter a valid email address').max(254),
});

export const checkDomainResponseSchema = z.object({
  allowed: z.boolean(),
  message: z.string(),
});
export type CheckDomainResponse = z.infer<typeof checkDomainResponseSchema>;

/** The password rules the server enforces; the sign-up form shows and checks the same. */
export const passwordPolicySchema = z.object({
  minLength: z.number().int(),
  maxLength: z.number().int(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireNumber: z.boolean(),
  requireSymbol: z.boolean(),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: MIN_PASSWORD_LENGTH,
  maxLength: 128,
  requireLowercase: false,
  requireUppercase: false,
  requireNumber: false,
  requireSymbol: false,
};

/** Every rule of the policy that `password` breaks, as readable messages (empty when fine). */
export function passwordProblems(password: string, policy: PasswordPolicy): string[] {
  const problems: string[] = [];
  if (password.length < policy.minLength)
    problems.push(PASSWORD_MESSAGES.tooShort(policy.minLength));
  if (password.length > policy.maxLength)
    problems.push(PASSWORD_MESSAGES.tooLong(policy.maxLength));
  if (policy.requireLowercase && !/\p{Ll}/u.test(password))
    problems.push(PASSWORD_MESSAGES.lowercase);
  if (policy.requireUppercase && !/\p{Lu}/u.test(password))
    problems.push(PASSWORD_MESSAGES.uppercase);
  if (policy.requireNumber && !/\p{Nd}/u.test(password)) problems.push(PASSWORD_MESSAGES.number);
  if (policy.requireSymbol && !/[^\p{L}\p{Nd}]/u.test(password))
    problems.push(PASSWORD_MESSAGES.symbol);
  return problems;
}

/** GET /api/auth-options: what the sign-in screen offers and checks. */
export const authOptionsResponseSchema = z.object({
  google: z.boolean(),
  passwordPolicy: passwordPolicySchema,
});

/** Sign-in payload: email and password, both required. */
export const signInSchema = z.object({
  email: z.email('Enter a valid email address'),
  password: z.string().min(1, 'Password is required'),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** A new password: its first broken rule of the server's policy, as the message. */
export function newPasswordSchema(policy: PasswordPolicy) {
  return z.string(PASSWORD_MESSAGES.tooShort(policy.minLength)).superRefine((password, ctx) => {
    const [first] = passwordProblems(password, policy);
    if (first) ctx.addIssue({ code: 'custom', message: first });
  });
}

/** Sign-up payload: email and a password that satisfies the server's policy. */
export function signUpSchema(policy: PasswordPolicy) {
  return z.object({
    email: z.email('Enter a valid email address'),
    password: newPasswordSchema(policy),
  });
}
export type SignUpInput = z.infer<ReturnType<typeof signUpSchema>>;

/**
 * POST /api/auth/request-password-reset: the address to send a link to. The answer is the
 * same whether or not it has an account.
 */
export const passwordResetRequestSchema = z.strictObject({
  email: z.email('Enter a valid email address').max(254),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export const passwordResetRequestResponseSchema = z.object({ status: z.boolean() });

/** POST /api/auth/reset-password: the link's token and a password the policy accepts. */
export function resetPasswordSchema(policy: PasswordPolicy) {
  return z.object({
    token: z.string(RESET_MESSAGES.linkMissing).min(1, RESET_MESSAGES.linkMissing).max(256),
    newPassword: newPasswordSchema(policy),
  });
}
export type ResetPasswordInput = z.infer<ReturnType<typeof resetPasswordSchema>>;
export const resetPasswordResponseSchema = z.object({ status: z.boolean() });

const DISPLAY_NAME_MAX_LENGTH = 100;
const IMAGE_URL_MAX_LENGTH = 2048;

/** A display name: at most 100 characters (the account page and the identity endpoints). */
export const displayNameSchema = z
  .string()
  .max(DISPLAY_NAME_MAX_LENGTH, `Name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`);

/**
 * The profile fields of an identity (sign-up, update-user): a display name of at most
 * 100 characters, and an image that is an https address of at most 2,048 characters.
 */
export const identityProfileSchema = z.object({
  name: displayNameSchema.optional(),
  image: z
    .url({
      protocol: /^https$/,
      error: 'Image must be an https:// address',
    })
    .max(IMAGE_URL_MAX_LENGTH, `Image must be at most ${IMAGE_URL_MAX_LENGTH} characters`)
    .nullish(),
});

/** The signed-in user as the portal sees it (GET /api/auth/get-session). */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  /** One of the firm's analysts (decision 099). */
  isAnalyst: z.boolean().default(false),
  /** The address is confirmed; until then project and admin routes answer 403. */
  emailVerified: z.boolean(),
  /** Time-based codes are set up: required of administrators. */
  twoFactorEnabled: z.boolean().default(false),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z
  .object({
    user: sessionUserSchema,
    /** The id (never the token) lets the account page mark this device's session. */
    session: z.object({ id: z.string(), expiresAt: z.string() }),
    /** The mail outbox sandbox exists (outside production): the portal links /portal/outbox. */
    outbox: z.boolean().default(false),
  })
  .nullable();
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * The identity library's answers the portal reads (its own shapes; the server drops every
 * `token` field, docs/decisions/080): sign-in and sign-up answer the user, social sign-in
 * the provider's address to open, sign-out its success.
 */
export const signInResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
});
/**
 * Email sign-in: the user, or, when the account has two-factor sign-in on, a request for
 * the code (a pending-sign-in cookie is set instead of a session).
 */
export const emailSignInResponseSchema = z.union([
  z.object({ twoFactorRedirect: z.literal(true) }),
  signInResponseSchema,
]);
export type EmailSignInResponse = z.infer<typeof emailSignInResponseSchema>;
export const socialSignInResponseSchema = z.object({ url: z.string() });
export const signOutResponseSchema = z.object({ success: z.boolean() });
