/** An administrator's session on a server process, and the contacts it sees (GET /api/admin/contacts). */
import type { AdminContact, AdminContactsResponse } from '../../common/leads/contract.ts';
import { confirmEmailThroughOutbox } from '../../scripts/lib/outbox-confirmation.ts';
import { enableTwoFactor, signInWithCode } from '../../scripts/lib/two-factor-over-http.ts';
import { RESILIENCE_ADMIN_EMAIL } from './server-process.ts';

const credentials = { email: RESILIENCE_ADMIN_EMAIL, password: 'Resilience-admin-9' };

/**
 * The authenticator address of the administrator's latest sign-up in this test process: a
 * second server process on the same database signs in with its codes.
 */
let adminTotpURI: string | null = null;

/**
 * Signs the administrator up, confirms the address through the outbox and turns two-factor
 * sign-in on (or signs in with a code, when the account exists); returns the session cookie.
 */
export async function adminSession(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ ...credentials, name: '' }),
  });
  if (!response.ok) {
    if (!adminTotpURI)
      throw new Error(`admin sign-up: ${response.status} ${await response.text()}`);
    return signInWithCode(baseUrl, credentials, adminTotpURI);
  }
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('admin sign-up set no cookie');
  await confirmEmailThroughOutbox(baseUrl, cookie, credentials.email);
  const secured = await enableTwoFactor(baseUrl, cookie, credentials.password);
  adminTotpURI = secured.totpURI;
  return secured.cookie;
}

/** Every contact the admin sees (all pages). */
export async function adminContacts(baseUrl: string, cookie: string): Promise<AdminContact[]> {
  const all: AdminContact[] = [];
  for (let cursor: string | null = null; ;) {
    const after: string = cursor ? `&cursor=${cursor}` : '';
    const response = await fetch(`${baseUrl}/api/admin/contacts?pageSize=100${after}`, {
      headers: { cookie },
    });
    if (!response.ok)
      throw new Error(`admin contacts: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as AdminContactsResponse;
    all.push(...body.contacts);
    cursor = body.nextCursor;
    if (!cursor) return all;
  }
}
