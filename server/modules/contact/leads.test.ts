/**
 * The admin's leads inbox (decision 094): filters and search served by their
 * indexes, keyset pages that stay put while contacts arrive, the retry of a failed sync
 * through the worker to the local fake HubSpot, handled with a note, the CSV export.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContact, AdminContactsResponse } from '../../../common/leads/contract.ts';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import { LEADS_MESSAGES } from '../../../common/leads/messages.ts';
import { contacts, contactSearchText, crmSyncPauses } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { indexPlanOf } from '../../testing/query-plan.ts';
import { auditTrailOf } from '../../testing/audit.ts';
import {
  createAdmin,
  createMember,
  createProject,
  uniqueId,
  type TestUser,
} from '../../testing/factories.ts';
import {
  contactByEmail,
  contactPayload,
  QUIET_CONTACT_SETTINGS,
  useFakeHubSpot,
} from './testing.ts';

const hubspot = useFakeHubSpot();
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ ...QUIET_CONTACT_SETTINGS, ...hubspot.settings() });
  admin = await createAdmin(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, user: TestUser | null = admin, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload }),
  });
}

async function list(query: string): Promise<AdminContactsResponse> {
  const response = await call('GET', `/api/admin/contacts?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every page of a query, following the cursors; the emails in order. */
async function allPages(query: string, pageSize: number): Promise<string[]> {
  const emails: string[] = [];
  let cursor: string | null = null;
  do {
    const page: AdminContactsResponse = await list(
      `${query}&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(page.contacts.length).toBeLessThanOrEqual(pageSize);
    emails.push(...page.contacts.map((contact) => contact.workEmail));
    cursor = page.nextCursor;
  } while (cursor);
  return emails;
}

const emailsOf = (body: AdminContactsResponse) => body.contacts.map((contact) => contact.workEmail);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('the list: filters, search, pages', () => {
  // One company per describe, so other tests' contacts never match its search.
  const company = `acme-holdings-${uniqueId()}.com`;
  const other = `globex-${uniqueId()}.test`;

  beforeAll(async () => {
    await db()
      .insert(contacts)
      .values([
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          workEmail: `ada@${company}`,
          source: 'google',
          createdAt: minutesAgo(50),
          crmSyncStatus: 'synced',
          crmSyncAttempts: 1,
          crmSyncedAt: minutesAgo(50),
        },
        {
          firstName: 'Ben',
          lastName: 'Pending',
          workEmail: `ben@${company}`,
          source: 'event',
          createdAt: minutesAgo(40),
          crmSyncStatus: 'pending',
          crmSyncAttempts: 2,
          crmNextAttemptAt: new Date(Date.now() + 3_600_000),
        },
        {
          firstName: 'Cy',
          lastName: 'Failed',
          workEmail: `cy@${company}`,
          source: 'event',
          createdAt: minutesAgo(30),
          crmSyncStatus: 'failed',
          crmSyncAttempts: 10,
          crmLastError: 'HubSpot rate limit reached (TEN_SECONDLY_ROLLING)',
        },
        {
          firstName: 'Dee',
          lastName: 'Other',
          workEmail: `dee@${other}`,
          source: 'linkedin',
          createdAt: minutesAgo(20),
          crmSyncStatus: 'failed',
          crmSyncAttempts: 1,
        },
      ]);
  });

  it('lists contacts newest first with their CRM sync state, a page at a time after a cursor', async () => {
    const first = await list(`q=${company}&pageSize=2`);
    expect(first.pageSize).toBe(2);
    expect(first.contacts).toEqual([
      expect.objectContaining({
        workEmail: `cy@${company}`,
        crmSyncStatus: 'failed',
        crmSyncAttempts: 10,
        crmLastError: 'HubSpot rate limit reached (TEN_SECONDLY_ROLLING)',
        crmNextAttemptAt: null,
        handledAt: null,
      }),
      expect.objectContaining({
        workEmail: `ben@${company}`,
        crmSyncStatus: 'pending',
        crmNextAttemptAt: expect.stringMatching(/^\d{4}-/),
      }),
    ]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(`q=${company}&pageSize=2&cursor=${first.nextCursor}`);
    expect(emailsOf(second)).toEqual([`ada@${company}`]);
    expect(second.contacts[0]!.crmSyncedAt).toMatch(/^\d{4}-/);
    expect(second.nextCursor).toBeNull();
  });

  it('filters by CRM sync state, by source and by the date received', async () => {
    expect(emailsOf(await list(`q=${company}&status=failed`))).toEqual([`cy@${company}`]);
    expect(emailsOf(await list(`q=${company}&status=pending`))).toEqual([`ben@${company}`]);
    expect(emailsOf(await list(`q=${company}&source=event`))).toEqual([
      `cy@${company}`,
      `ben@${company}`,
    ]);
    expect(emailsOf(await list(`q=${company}&source=event&status=synced`))).toEqual([]);
    // From is inclusive, to exclusive.
    const from = encodeURIComponent(minutesAgo(45).toISOString());
    const to = encodeURIComponent(minutesAgo(35).toISOString());
    expect(emailsOf(await list(`q=${company}&from=${from}&to=${to}`))).toEqual([`ben@${company}`]);
    expect(emailsOf(await list(`q=${company}&from=${from}`))).toEqual([
      `cy@${company}`,
      `ben@${company}`,
    ]);
    expect(emailsOf(await list(`q=${company}&to=${from}`))).toEqual([`ada@${company}`]);
    // Without a search, the state filter reaches every company.
    expect(emailsOf(await list('status=failed'))).toEqual(
      expect.arrayContaining([`cy@${company}`, `dee@${other}`]),
    );
  });

  it('searches the name, the email and the company domain: partly, in any case', async () => {
    // A part of the company's domain, in capitals: the trigram index serves it (below).
    const part = company.slice(2, 14).toUpperCase();
    expect(emailsOf(await list(`q=${part}`))).toEqual([
      `cy@${company}`,
      `ben@${company}`,
      `ada@${company}`,
    ]);
    expect(emailsOf(await list('q=lovelace'))).toEqual([`ada@${company}`]);
    expect(emailsOf(await list('q=ada%20lovel'))).toEqual([`ada@${company}`]);
    expect(emailsOf(await list(`q=dee@${other}`))).toEqual([`dee@${other}`]);
    // LIKE's wildcards are plain characters in a search.
    expect(emailsOf(await list('q=%25%25%25'))).toEqual([]);
    expect(emailsOf(await list('q=___'))).toEqual([]);
  });

  it('serves the search from the trigram index', async () => {
    const plan = await indexPlanOf(
      db(),
      sql`select ${contacts.id} from ${contacts} where ${contactSearchText(contacts)} ilike ${'%me-holdi%'}`,
    );
    expect(plan).toContain('contacts_search_trgm_idx');
  });

  it('keeps its pages when contacts arrive between them, and orders equal times by id', async () => {
    const batch = `batch-${uniqueId()}.test`;
    const sameTime = minutesAgo(10);
    // Five contacts received in the same microsecond.
    await db()
      .insert(contacts)
      .values(
        ['a', 'b', 'c', 'd', 'e'].map((name) => ({
          firstName: name,
          lastName: 'Batch',
          workEmail: `${name}@${batch}`,
          source: 'other' as const,
          createdAt: sameTime,
          crmSyncStatus: 'not_configured' as const,
        })),
      );
    const before = await allPages(`q=${batch}`, 100);
    expect(before).toEqual(['e', 'd', 'c', 'b', 'a'].map((name) => `${name}@${batch}`));

    const first = await list(`q=${batch}&pageSize=2`);
    expect(emailsOf(first)).toEqual(before.slice(0, 2));
    // New contacts (now) arrive while the admin reads the first page.
    await db()
      .insert(contacts)
      .values(
        ['f', 'g', 'h'].map((name) => ({
          firstName: name,
          lastName: 'Batch',
          workEmail: `${name}@${batch}`,
          source: 'other' as const,
          crmSyncStatus: 'not_configured' as const,
        })),
      );
    const second = await list(`q=${batch}&pageSize=2&cursor=${first.nextCursor}`);
    expect(emailsOf(second)).toEqual(before.slice(2, 4));
    const third = await list(`q=${batch}&pageSize=2&cursor=${second.nextCursor}`);
    expect(emailsOf(third)).toEqual(before.slice(4));
    expect(third.nextCursor).toBeNull();
    // Read again from the top, the new ones come first, each contact once.
    expect(await allPages(`q=${batch}`, 3)).toEqual([
      ...['h', 'g', 'f'].map((name) => `${name}@${batch}`),
      ...before,
    ]);
  });

  it("says when HubSpot's daily limit pauses the sync, and until when", async () => {
    expect((await list('pageSize=1')).crmPause).toBeNull();
    const until = new Date(Date.now() + 3_600_000);
    await db().insert(crmSyncPauses).values({ crm: 'hubspot', until });
    try {
      // No HUBSPOT_TIME_ZONE here: the sync tries again hourly.
      const pause = { until: until.toISOString(), timeZone: null };
      expect((await list('pageSize=1')).crmPause).toEqual(pause);
      // A page with no leads says so too (the pause is read with the rows otherwise).
      const empty = await list('q=no-lead-matches-this');
      expect(empty.contacts).toEqual([]);
      expect(empty.crmPause).toEqual(pause);
      // A pause that has ended is not shown, on either kind of page.
      await db()
        .update(crmSyncPauses)
        .set({ until: new Date(Date.now() - 1000) });
      expect((await list('pageSize=1')).crmPause).toBeNull();
      expect((await list('q=no-lead-matches-this')).crmPause).toBeNull();
    } finally {
      await db().delete(crmSyncPauses);
    }
  });

  it('refuses bad filters with a readable 400', async () => {
    const cases: [string, string][] = [
      ['status=lost', 'status must be one of pending, synced, failed, not_configured'],
      ['source=tv', 'source must be one of google, linkedin, referral, event, other'],
      ['handled=yes', 'handled must be true or false'],
      ['from=yesterday', 'from must be a date and time such as 2026-05-01T00:00:00Z'],
      ['to=2026-02-30T00:00:00Z', 'to must be a date and time'],
      ['from=0000-01-01T00:00:00Z', 'from must be a date and time'],
      ['from=2026-05-02T00:00:00Z&to=2026-05-01T00:00:00Z', 'from must be before to'],
      ['q=ab', 'q must be at least 3 characters'],
      [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
      ['cursor=abc', 'cursor must be a cursor this list returned'],
      ['cursor=1-99999999999', 'cursor must be a cursor this list returned'],
      ['pageSize=500', 'pageSize must be at most 100'],
      ['page=2', 'page'],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/admin/contacts', '/api/admin/contacts/export.csv']) {
        if (path.endsWith('.csv') && /^(cursor|pageSize)=/.test(query)) continue;
        const response = await call('GET', `${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(JSON.stringify(response.json()), query).toContain(message);
      }
    }
  });
});

describe('retrying a failed sync', () => {
  it('puts a failed lead back to pending, due now, and the worker then syncs it', async () => {
    // HubSpot refuses the contact: a refusal is not retried, the lead fails at once.
    hubspot.fake.queue({ kind: 'error', status: 400 });
    const payload = contactPayload({ workEmail: `retry.${uniqueId()}@acme.com` });
    await ctx.app.inject({ method: 'POST', url: '/api/contact', payload });
    const failed = await contactByEmail(db(), payload.workEmail);
    expect(failed).toMatchObject({ crmSyncStatus: 'failed', crmSyncAttempts: 1 });
    hubspot.fake.reset();

    const response = await call('POST', `/api/admin/contacts/${failed!.id}/retry`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: failed!.id,
      crmSyncStatus: 'pending',
      crmSyncAttempts: 0,
      crmLastError: null,
    });
    const [due] = await db()
      .select({ due: sql<boolean>`${contacts.crmNextAttemptAt} <= now()` })
      .from(contacts)
      .where(eq(contacts.id, failed!.id));
    expect(due?.due).toBe(true);

    await ctx.app.crmSync!.runOnce();
    expect(await contactByEmail(db(), payload.workEmail)).toMatchObject({
      crmSyncStatus: 'synced',
      crmSyncAttempts: 1,
    });
    expect(hubspot.fake.contacts.has(payload.workEmail.toLowerCase())).toBe(true);
    const listed = await list(`q=${encodeURIComponent(payload.workEmail)}`);
    expect(listed.contacts[0]).toMatchObject({ crmSyncStatus: 'synced' });
    expect(await auditTrailOf(db(), { targetType: 'contact', targetId: failed!.id })).toEqual([
      { action: 'lead.retried', actorEmail: admin.email },
    ]);
  });

  it('answers 409 for a lead that has not failed and 404 for an unknown one', async () => {
    const payload = contactPayload();
    await ctx.app.inject({ method: 'POST', url: '/api/contact', payload });
    const synced = await contactByEmail(db(), payload.workEmail);
    expect(synced?.crmSyncStatus).toBe('synced');
    const conflict = await call('POST', `/api/admin/contacts/${synced!.id}/retry`);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toBe(LEADS_MESSAGES.notFailed);
    expect(await auditTrailOf(db(), { targetType: 'contact', targetId: synced!.id })).toEqual([]);
    const missing = await call('POST', '/api/admin/contacts/2147483000/retry');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(LEADS_MESSAGES.notFound);
  });
});

describe('handled with a note', () => {
  it('marks a lead handled by the admin with a note, shows it in the list, and un-marks it', async () => {
    const payload = contactPayload({ workEmail: `handled.${uniqueId()}@acme.com` });
    await ctx.app.inject({ method: 'POST', url: '/api/contact', payload });
    const row = await contactByEmail(db(), payload.workEmail);
    const url = `/api/admin/contacts/${row!.id}/handled`;

    const marked = await call('PUT', url, admin, { note: '  Called back; meeting on Friday.  ' });
    expect(marked.statusCode, marked.body).toBe(200);
    const contact: AdminContact = marked.json();
    expect(contact).toMatchObject({
      handledBy: admin.email,
      handledNote: 'Called back; meeting on Friday.',
      handledAt: expect.stringMatching(/^\d{4}-/),
    });
    const listed = await list(`q=${encodeURIComponent(payload.workEmail)}`);
    expect(listed.contacts).toEqual([contact]);

    const bothEmails = `q=${encodeURIComponent(payload.workEmail.split('@')[0]!)}`;
    const other = contactPayload({ workEmail: `${payload.workEmail.split('@')[0]!}.x@acme.com` });
    await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: other });
    expect(emailsOf(await list(`${bothEmails}&handled=true`))).toEqual([payload.workEmail]);
    expect(emailsOf(await list(`${bothEmails}&handled=false`))).toEqual([other.workEmail]);
    expect(emailsOf(await list(bothEmails))).toHaveLength(2);

    const longest = 'n'.repeat(1000);
    expect((await call('PUT', url, admin, { note: longest })).json().handledNote).toBe(longest);

    const refused: [object, string][] = [
      [{ note: '   ' }, LEADS_MESSAGES.noteRequired],
      [{}, LEADS_MESSAGES.noteRequired],
      [{ note: 'n'.repeat(1001) }, LEADS_MESSAGES.noteTooLong(1000)],
      [{ note: 'ok', by: 'someone' }, 'by'],
    ];
    for (const [body, message] of refused) {
      const response = await call('PUT', url, admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }

    const unmarked = await call('DELETE', url);
    expect(unmarked.statusCode).toBe(200);
    expect(unmarked.json()).toMatchObject({ handledAt: null, handledBy: null, handledNote: null });
    // Two marks and the un-mark; the refused ones left no entry.
    expect(await auditTrailOf(db(), { targetType: 'contact', targetId: row!.id })).toEqual([
      { action: 'lead.unhandled', actorEmail: admin.email },
      { action: 'lead.handled', actorEmail: admin.email },
      { action: 'lead.handled', actorEmail: admin.email },
    ]);
    expect(
      (await call('PUT', '/api/admin/contacts/2147483000/handled', admin, { note: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/api/admin/contacts/2147483000/handled')).statusCode).toBe(404);
  });
});

describe('the CSV export', () => {
  it('streams the filtered list, every page of it, with the formula guard', async () => {
    const company = `export-${uniqueId()}.test`;
    await db()
      .insert(contacts)
      .values([
        {
          firstName: '=HYPERLINK("http://evil.test","Open")',
          lastName: 'Doe, "Jr"',
          workEmail: `+cmd@${company}`,
          source: 'referral',
          referralFirstName: '@SUM(A1)',
          createdAt: minutesAgo(5),
          crmSyncStatus: 'failed',
          crmSyncAttempts: 3,
          crmLastError: 'HubSpot refused the contact',
        },
        // More than one of the export's pages (500 rows each).
        ...Array.from({ length: 1203 }, (_, index) => ({
          firstName: 'Bulk',
          lastName: String(index),
          workEmail: `bulk${index}@${company}`,
          source: 'google' as const,
          createdAt: minutesAgo(6),
          crmSyncStatus: 'synced' as const,
        })),
      ]);

    const response = await call('GET', `/api/admin/contacts/export.csv?q=${company}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'ID,Received,First Name,Last Name,Work Email,Company Domain,Phone,Source,Referral Name,Referral Email,CRM Sync,Attempts,Last Error,Synced At,Handled At,Handled By,Note',
    );
    expect(lines).toHaveLength(1 + 1204 + 1);
    expect(new Set(lines.slice(1, -1).map((line) => line.split(',')[0])).size).toBe(1204);
    const guarded = lines[1]!;
    expect(guarded).toContain(`"'=HYPERLINK(""http://evil.test"",""Open"")","Doe, ""Jr"""`);
    expect(guarded).toContain(`'+cmd@${company},${company},`);
    expect(guarded).toContain(",referral,'@SUM(A1),,Failed,3,HubSpot refused the contact,");

    const failedOnly = await call(
      'GET',
      `/api/admin/contacts/export.csv?q=${company}&status=failed`,
    );
    expect(failedOnly.body.split('\r\n')).toHaveLength(3);
  });
});

describe('access', () => {
  it('answers 401 without a session and 403 to a client, on every inbox route', async () => {
    const project = await createProject(ctx.app);
    const owner = await createMember(ctx.app, project, 'owner');
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/contacts'],
      ['GET', '/api/admin/contacts/export.csv'],
      ['POST', '/api/admin/contacts/1/retry'],
      ['PUT', '/api/admin/contacts/1/handled', { note: 'x' }],
      ['DELETE', '/api/admin/contacts/1/handled'],
    ];
    for (const [method, url, body] of routes) {
      const anonymous = await call(method, url, null, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json().error).toBe(API_MESSAGES.unauthorized);
      const client = await call(method, url, owner, body);
      expect(client.statusCode, `${method} ${url}`).toBe(403);
      expect(client.json().error).toBe(API_MESSAGES.forbidden);
    }
  });
});
