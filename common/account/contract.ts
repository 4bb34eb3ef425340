/**
 * The account page (docs/product.md#accounts): the identity library's answers it reads
 * (their own shapes, every `token` field dropped by the server) and its forms.
 */
import { z } from '../shared/zod.ts';
import { ACCOUNT_MESSAGES } from './messages.ts';
import { TWO_FACTOR_MESSAGES } from '../auth/messages.ts';
import { displayNameSchema, newPasswordSchema, type PasswordPolicy } from '../auth/contract.ts';

export const statusResponseSchema = z.object({ status: z.boolean() });

/** POST /api/auth/two-factor/enable: the authenticator app's address and recovery codes. */
export const twoFactorEnableResponseSchema = z.object({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponseSchema>;

/** POST /api/auth/two-factor/generate-backup-codes: a new set, the old ones void. */
export const backupCodesResponseSchema = z.object({ backupCodes: z.array(z.string()) });

/** POST /api/auth/two-factor/verify-totp and verify-backup-code: the signed-in user. */
export const twoFactorVerifyResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
});

/** GET /api/auth/list-sessions: one row per signed-in device (no token). */
export const accountSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullish(),
  ipAddress: z.string().nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponseSchema = z.array(accountSessionSchema);

/** GET /api/auth/list-accounts: the linked sign-in methods (credential, google). */
export const signInMethodsResponseSchema = z.array(z.object({ providerId: z.string() }));

/** The profile form: the display name, trimmed. */
export const profileFormSchema = z.object({ name: displayNameSchema.trim() });
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** The password form: the current one, and the new one twice (under the server's policy). */
export function changePasswordFormSchema(policy: PasswordPolicy) {
  return z
    .object({
      currentPassword: z.string().min(1, ACCOUNT_MESSAGES.currentPasswordRequired),
      newPassword: newPasswordSchema(policy),
      confirmPassword: z.string(),
    })
    .refine((form) => form.newPassword === form.confirmPassword, {
      path: ['confirmPassword'],
      message: ACCOUNT_MESSAGES.passwordsDiffer,
    });
}
export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordFormSchema>>;

/** A code from the authenticator app: six digits (spaces a user pastes are dropped). */
export const totpCodeSchema = z
  .string()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat));

/** A recovery code as shown at set-up (xxxxxx-xxxxxx). */
export const recoveryCodeSchema = z
  .string()
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.recoveryCodeRequired)
  .max(64, TWO_FACTOR_MESSAGES.invalidRecoveryCode);

/** The sign-in's code step: an app's code, or a recovery code. */
export function signInCodeFormSchema(recovery: boolean) {
  return z.object({ code: recovery ? recoveryCodeSchema : totpCodeSchema });
}
export type SignInCodeForm = z.infer<ReturnType<typeof signInCodeFormSchema>>;

export const passwordConfirmSchema = z.object({
  password: z.string().min(1, ACCOUNT_MESSAGES.passwordToContinue),
});
export type PasswordConfirm = z.infer<typeof passwordConfirmSchema>;
