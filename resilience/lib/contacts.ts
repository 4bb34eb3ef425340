/**
 * Contact submissions as a visitor's browser sends them, and what the database holds
 * afterwards, for the resilience suites.
 */
import { inArray } from 'drizzle-orm';
import type { ContactResponse } from '../../common/contact/contract.ts';
import type { Database } from '../../server/db/client.ts';
import { contacts } from '../../server/db/schema/index.ts';
import { contactPayload } from '../../server/modules/contact/testing.ts';

export interface Submission {
  email: string;
  /** HTTP status, or 0 when no answer came (refused, reset: the server was down). */
  status: number;
  body: ContactResponse | undefined;
  ms: number;
  /** Why no answer came (e.g. ECONNREFUSED), when status is 0. */
  error?: string;
}

let clientAddress = 0;

/**
 * POST /api/contact with a unique valid body from its own client address (X-Forwarded-For;
 * the server runs with TRUST_PROXY), so the per-IP limit does not refuse a burst.
 */
export async function submitContact(baseUrl: string, timeoutMs = 30_000): Promise<Submission> {
  const payload = contactPayload();
  clientAddress += 1;
  const address = `10.${(clientAddress >> 16) & 255}.${(clientAddress >> 8) & 255}.${clientAddress & 255}`;
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': address },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: ContactResponse | undefined;
    try {
      body = JSON.parse(text) as ContactResponse;
    } catch {
      body = undefined;
    }
    return {
      email: payload.workEmail,
      status: response.status,
      body,
      ms: performance.now() - started,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return {
      email: payload.workEmail,
      status: 0,
      body: undefined,
      ms: performance.now() - started,
      error: cause?.code ?? (error as Error).name,
    };
  }
}

export const acknowledged = (submission: Submission) =>
  submission.status >= 200 && submission.status < 300;

/** Contact rows per work email, for the given emails. */
export async function contactRowsByEmail(db: Database, emails: string[]) {
  const rows = emails.length
    ? await db.select().from(contacts).where(inArray(contacts.workEmail, emails))
    : [];
  const byEmail = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) byEmail.set(row.workEmail, [...(byEmail.get(row.workEmail) ?? []), row]);
  return byEmail;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
