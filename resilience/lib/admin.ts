/** An administrator's session on a server process, and the contacts it sees (GET /api/admin/contacts). */
import type { AdminContact, AdminContactsResponse } from '../../common/contracts/contact.ts';
import { confirmEmailThroughOutbox } from '../../scripts/lib/outbox-confirmation.ts';
import { RESILIENCE_ADMIN_EMAIL } from './server-process.ts';

const ADMIN_PASSWORD = 'Resilience-admin-9';

/**
 * Signs the administrator up and confirms the address through the outbox (or signs in, when
 * the account exists); returns the session cookie.
 */
export async function adminSession(baseUrl: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const body = JSON.stringify({
    email: RESILIENCE_ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
    name: '',
  });
  let response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body,
  });
  const signedUp = response.ok;
  if (!signedUp) {
    response = await fetch(`${baseUrl}/api/auth/sign-in/email`, { method: 'POST', headers, body });
  }
  if (!response.ok)
    throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('admin sign-in set no cookie');
  if (signedUp) await confirmEmailThroughOutbox(baseUrl, cookie, RESILIENCE_ADMIN_EMAIL);
  return cookie;
}

/** Every contact the admin sees (all pages). */
export async function adminContacts(baseUrl: string, cookie: string): Promise<AdminContact[]> {
  const all: AdminContact[] = [];
  for (let page = 1; ; page++) {
    const response = await fetch(`${baseUrl}/api/admin/contacts?pageSize=100&page=${page}`, {
      headers: { cookie },
    });
    if (!response.ok)
      throw new Error(`admin contacts: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as AdminContactsResponse;
    all.push(...body.contacts);
    if (all.length >= body.total || body.contacts.length === 0) return all;
  }
}
