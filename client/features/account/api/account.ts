/**
 * The account page's calls: the identity library's own endpoints under /api/auth (the server
 * drops every token from their answers, docs/decisions/080).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import {
  accountSessionsResponseSchema,
  backupCodesResponseSchema,
  signInMethodsResponseSchema,
  statusResponseSchema,
  twoFactorEnableResponseSchema,
  twoFactorVerifyResponseSchema,
} from '../../../../common/account/contract.ts';
import { readQuery, send, writeFailure } from '../../../lib/api.ts';

const SESSIONS_PATH = '/api/auth/list-sessions';
const METHODS_PATH = '/api/auth/list-accounts';

function post<T>(path: string, body: unknown, response: ZodType<T>): Promise<T> {
  return send(`/api/auth${path}`, { method: 'POST', body, response, failure: writeFailure });
}

export function useAccountSessions() {
  return useQuery(readQuery(SESSIONS_PATH, accountSessionsResponseSchema));
}

export function useSignInMethods() {
  return useQuery(readQuery(METHODS_PATH, signInMethodsResponseSchema));
}

/** Reloads the session list after a change that ended or replaced sessions. */
export function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [SESSIONS_PATH] });
}

export const updateDisplayName = (name: string) =>
  post('/update-user', { name }, statusResponseSchema);

/** The server also ends every other session (its before hook), decision 066. */
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  post('/change-password', input, twoFactorVerifyResponseSchema);

export const revokeOtherSessions = () => post('/revoke-other-sessions', {}, statusResponseSchema);

export const enableTwoFactor = (password: string) =>
  post('/two-factor/enable', { password }, twoFactorEnableResponseSchema);

/** Confirms the set-up with the app's first code; the server replaces the session. */
export const confirmTwoFactor = (code: string) =>
  post('/two-factor/verify-totp', { code }, twoFactorVerifyResponseSchema);

export const disableTwoFactor = (password: string) =>
  post('/two-factor/disable', { password }, statusResponseSchema);

export const regenerateRecoveryCodes = (password: string) =>
  post('/two-factor/generate-backup-codes', { password }, backupCodesResponseSchema);
