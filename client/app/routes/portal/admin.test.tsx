/** The admin dashboard against a fake API: tables, dialogs and their messages. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OverviewRow } from '../../../../common/admin/overview-contract.ts';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminProject,
  type AdminUser,
} from '../../../../common/projects/contract.ts';
import {
  ADMIN_MESSAGES,
  DEACTIVATION_MESSAGES,
  OVERVIEW_MESSAGES,
} from '../../../../common/admin/messages.ts';
import { MAIL_ADMIN_MESSAGES } from '../../../../common/mail/messages.ts';
import { NO_PROJECT_MESSAGES } from '../../../../common/projects/messages.ts';
import { REPORT_MESSAGES } from '../../../../common/reports/messages.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { TYPING_PAUSE_MS } from '../../../lib/use-debounced-callback.ts';
import { mockApi, type MockAnswer } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

const acme: AdminProject = {
  id: 3,
  name: 'Acme Holdings',
  slug: 'acme',
  allowedDomains: ['acme.test', 'acme-group.test'],
  memberCount: 2,
  status: 'active',
  createdAt: '2025-03-13T10:00:00.000Z',
};
const beta: AdminProject = {
  ...acme,
  id: 7,
  name: 'Beta Capital',
  slug: 'beta',
  allowedDomains: ['beta.test'],
  memberCount: 0,
  status: 'archived',
};
const dana: AdminUser = {
  id: 11,
  email: 'dana@acme.test',
  displayName: 'Dana',
  emailVerified: true,
  projects: [{ id: 3, name: 'Acme Holdings', role: 'viewer' }],
  projectCount: 1,
  createdAt: '2025-03-14T10:00:00.000Z',
  deactivatedAt: null,
  deactivatedBy: null,
};
const eli: AdminUser = {
  id: 12,
  email: 'eli@beta.test',
  displayName: null,
  emailVerified: false,
  projects: [],
  projectCount: 0,
  createdAt: '2025-03-15T10:00:00.000Z',
  deactivatedAt: '2025-04-01T10:00:00.000Z',
  deactivatedBy: 'admin@firm.test',
};

function adminApi(extra: Record<string, MockAnswer> = {}) {
  return mockApi({
    'GET /api/auth/get-session': {
      body: {
        user: {
          id: 'a',
          email: 'admin@firm.test',
          name: 'Alex',
          isAdmin: true,
          emailVerified: true,
          twoFactorEnabled: true,
        },
        session: { id: 's1', expiresAt: '2030-01-01T00:00:00Z' },
      },
    },
    'GET /api/user/projects': { body: [] },
    'GET /api/admin/projects': { body: [acme, beta] },
    'GET /api/admin/users': { body: [dana, eli] },
    'GET /api/admin/overview': { body: { items: [], nextCursor: null } },
    ...extra,
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * From here on a fake clock, so a test sees when a search box searches. Testing Library runs
 * a fake clock only where it finds Jest's: without the stand-in, its waits (waitFor, and
 * user-event's after each action) would wait for a clock that never moves.
 */
function onAFakeClock() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/** The terms `path` was searched for so far (its `search` parameter), in order. */
const searchedAt = (api: ReturnType<typeof mockApi>, path: string) =>
  api.calls
    .filter((call) => call.path.split('?')[0] === path)
    .flatMap((call) => new URLSearchParams(call.path.split('?')[1]).getAll('search'));

/**
 * The dashboard on its Projects tab (the Overview tab is the default:
 * docs/product.md#workspace).
 */
async function openAdmin() {
  const view = renderRoute('/portal/admin');
  await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 25_000 });
  expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Projects' }));
  return view;
}

describe('projects tab', () => {
  it('searches the projects once typing pauses, one request per term', async () => {
    const api = adminApi({
      'GET /api/admin/projects?search=acme': { body: [acme] },
    });
    await openAdmin();
    await screen.findByRole('table', { name: 'Projects' });
    const search = screen.getByRole('searchbox', { name: 'Search projects' });
    expect(search).toHaveAttribute('placeholder', 'e.g. Acme or acme_holdings');
    const user = onAFakeClock();
    await user.type(search, 'acme');
    // Until the pause ends the term is not searched, and the old list is not shown as its answer.
    expect(screen.getByRole('status', { name: 'Loading projects' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 1));
    expect(searchedAt(api, '/api/admin/projects')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(within(table).getByText('Acme Holdings')).toBeVisible();
    expect(within(table).queryByText('Beta Capital')).toBeNull();
    expect(searchedAt(api, '/api/admin/projects')).toEqual(['acme']);
  });

  it('searches the projects at once on Enter, and says when none match', async () => {
    const api = adminApi({ 'GET /api/admin/projects?search=zzz': { body: [] } });
    await openAdmin();
    await screen.findByRole('table', { name: 'Projects' });
    const user = onAFakeClock();
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'zzz{Enter}');
    expect(await screen.findByText('No projects match “zzz”.')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    expect(searchedAt(api, '/api/admin/projects')).toEqual(['zzz']);
  });

  it('lists projects with their columns and status badges', async () => {
    adminApi();
    await openAdmin();
    expect(screen.getByRole('tab', { name: 'Projects', selected: true })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Projects' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Slug', 'Allowed Domains', 'Members', 'Status', 'Actions']);
    const acmeRow = within(table).getByRole('row', { name: /Acme Holdings/ });
    expect(acmeRow).toHaveTextContent('acme.test');
    expect(acmeRow).toHaveTextContent('acme-group.test');
    expect(within(acmeRow).getByText('Active').className).toMatch(/bg-primary/);
    const betaRow = within(table).getByRole('row', { name: /Beta Capital/ });
    expect(within(betaRow).getByText('Archived').className).toMatch(/bg-muted/);
    expect(screen.getByRole('link', { name: 'Back to Portal' })).toHaveAttribute(
      'href',
      '/portal/dashboard',
    );
  });

  it('checks the slug rule and the domains before sending, then creates the project', async () => {
    const user = userEvent.setup();
    const api = adminApi({ 'POST /api/admin/projects': { status: 201, body: { ...acme, id: 9 } } });
    await openAdmin();
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Project' });
    await user.type(within(dialog).getByLabelText('Name'), 'Gamma');
    await user.type(within(dialog).getByLabelText('Slug'), 'Gamma-1');
    await user.type(within(dialog).getByLabelText('Allowed Domains'), ' , ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.slugRule)).toBeVisible();
    expect(within(dialog).getByText(ADMIN_MESSAGES.domainsRequired)).toBeVisible();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Slug'));
    await user.type(within(dialog).getByLabelText('Slug'), 'gamma_1');
    await user.clear(within(dialog).getByLabelText('Allowed Domains'));
    await user.type(
      within(dialog).getByLabelText('Allowed Domains'),
      ' Gamma.test, , gamma.co.uk ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText(ADMIN_MESSAGES.created)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Gamma',
      slug: 'gamma_1',
      allowedDomains: ['gamma.test', 'gamma.co.uk'],
    });
    // The list is refetched after a save.
    expect(api.calls.filter((call) => call.path === '/api/admin/projects').length).toBeGreaterThan(
      1,
    );
  });

  it("shows 'Failed to create project' with the server's message", async () => {
    const user = userEvent.setup();
    adminApi({
      'POST /api/admin/projects': {
        status: 409,
        body: { error: ADMIN_MESSAGES.slugTaken('acme'), code: 'conflict' },
      },
    });
    await openAdmin();
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Project' });
    await user.type(within(dialog).getByLabelText('Name'), 'Acme again');
    await user.type(within(dialog).getByLabelText('Slug'), 'acme');
    await user.type(within(dialog).getByLabelText('Allowed Domains'), 'acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText(ADMIN_MESSAGES.createFailed)).toBeVisible();
    expect(screen.getByText(ADMIN_MESSAGES.slugTaken('acme'))).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Create Project' })).toBeVisible();
  });

  it('edits a project with a read-only slug, including its status', async () => {
    const user = userEvent.setup();
    const api = adminApi({
      'PATCH /api/admin/projects/3': { body: { ...acme, status: 'archived' } },
    });
    await openAdmin();
    await user.click(await screen.findByRole('button', { name: 'Edit Acme Holdings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('acme');
    expect(within(dialog).getByLabelText('Slug')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Allowed Domains')).toHaveValue(
      'acme.test, acme-group.test',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Archived' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(ADMIN_MESSAGES.updated)).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Acme Holdings',
      allowedDomains: ['acme.test', 'acme-group.test'],
      status: 'archived',
    });
  });

  it("shows 'Failed to update project' with the server's message", async () => {
    const user = userEvent.setup();
    adminApi({
      'PATCH /api/admin/projects/3': { status: 404, body: { error: 'Project not found' } },
    });
    await openAdmin();
    await user.click(await screen.findByRole('button', { name: 'Edit Acme Holdings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(ADMIN_MESSAGES.updateFailed)).toBeVisible();
    expect(screen.getByText('Project not found')).toBeVisible();
  });
});

describe('users tab', () => {
  it('lists users with their projects, or No projects, and marks unconfirmed addresses', async () => {
    const user = userEvent.setup();
    adminApi();
    await openAdmin();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Email', 'Display Name', 'Projects', 'Joined', 'Actions']);
    const danaRow = within(table).getByRole('row', { name: /dana@acme\.test/ });
    expect(danaRow).toHaveTextContent('Acme Holdings · Viewer');
    expect(danaRow).toHaveTextContent('Mar 14, 2025');
    expect(danaRow).not.toHaveTextContent(ADMIN_MESSAGES.unverified);
    const eliRow = within(table).getByRole('row', { name: /eli@beta\.test/ });
    expect(eliRow).toHaveTextContent('No projects');
    expect(eliRow).toHaveTextContent(ADMIN_MESSAGES.unverified);
    expect(danaRow).not.toHaveTextContent(DEACTIVATION_MESSAGES.badge);
    expect(eliRow).toHaveTextContent(DEACTIVATION_MESSAGES.badge);
    expect(
      within(danaRow).getByRole('button', { name: 'Deactivate dana@acme.test' }),
    ).toBeVisible();
    expect(within(eliRow).getByRole('button', { name: 'Reactivate eli@beta.test' })).toBeVisible();
  });

  it('reads the users a page at a time, the next one after the last user shown', async () => {
    const user = userEvent.setup();
    const page = Array.from({ length: ADMIN_USERS_PAGE_SIZE }, (_, index) => ({
      ...dana,
      id: 100 + index,
      email: `user${index}@acme.test`,
    }));
    adminApi({
      'GET /api/admin/users': { body: page },
      [`GET /api/admin/users?cursor=${100 + ADMIN_USERS_PAGE_SIZE - 1}`]: { body: [eli] },
    });
    await openAdmin();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByText('user0@acme.test')).toBeVisible();
    expect(screen.queryByText('eli@beta.test')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('eli@beta.test')).toBeVisible();
    expect(screen.getByText('user0@acme.test')).toBeVisible();
    // A page shorter than the size is the last.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('deactivates a user after a confirmation that says what happens', async () => {
    const user = userEvent.setup();
    const api = adminApi({
      'POST /api/admin/users/11/deactivate': {
        body: {
          ...dana,
          deactivatedAt: '2025-05-01T10:00:00.000Z',
          deactivatedBy: 'admin@firm.test',
        },
      },
    });
    await openAdmin();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    await user.click(await screen.findByRole('button', { name: 'Deactivate dana@acme.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate dana@acme.test?' });
    expect(dialog).toHaveTextContent(DEACTIVATION_MESSAGES.deactivateDescription);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText(DEACTIVATION_MESSAGES.deactivated('dana@acme.test')),
    ).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/users/11/deactivate',
    ]);
  });

  it('finds projects by search in the assign dialog, and keeps a chosen one the search hides', async () => {
    const user = userEvent.setup();
    const api = adminApi({
      'GET /api/admin/projects?search=beta': { body: [beta] },
      'PUT /api/admin/users/11/projects': { body: dana },
    });
    await openAdmin();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    await user.click(
      await screen.findByRole('button', { name: 'Assign projects to dana@acme.test' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign Projects' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search projects' }), 'beta');
    await waitFor(() =>
      expect(within(dialog).queryByRole('checkbox', { name: /Acme Holdings/ })).toBeNull(),
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /Beta Capital/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ADMIN_MESSAGES.assigned)).toBeVisible();
    // Acme, chosen before and hidden by the search, stays chosen.
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      projectIds: [3, 7],
      roles: { 3: 'viewer', 7: 'member' },
    });
  });

  it('assigns projects with a role each, then says so', async () => {
    const user = userEvent.setup();
    const api = adminApi({ 'PUT /api/admin/users/11/projects': { body: dana } });
    await openAdmin();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    await user.click(
      await screen.findByRole('button', { name: 'Assign projects to dana@acme.test' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign Projects' });
    const list = within(dialog).getByRole('list', { name: 'Projects' });
    expect(list.className).toMatch(/max-h-96/);
    expect(list.className).toMatch(/overflow-y-auto/);
    expect(within(dialog).getByRole('checkbox', { name: /Acme Holdings/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Beta Capital/ })).not.toBeChecked();
    const betaItem = within(list).getAllByRole('listitem')[1]!;
    expect(betaItem).toHaveTextContent('Beta Capital');
    expect(betaItem).toHaveTextContent('beta · beta.test');

    await user.click(within(dialog).getByRole('checkbox', { name: /Beta Capital/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Role in Beta Capital' }));
    await user.click(await screen.findByRole('option', { name: 'Owner' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ADMIN_MESSAGES.assigned)).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      projectIds: [3, 7],
      roles: { 3: 'viewer', 7: 'owner' },
    });
  });

  it("shows 'Failed to update user projects' with the server's message", async () => {
    const user = userEvent.setup();
    adminApi({
      'PUT /api/admin/users/12/projects': {
        status: 400,
        body: { error: 'Unknown project id(s): 7' },
      },
    });
    await openAdmin();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    await user.click(
      await screen.findByRole('button', { name: 'Assign projects to eli@beta.test' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign Projects' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Beta Capital/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ADMIN_MESSAGES.assignFailed)).toBeVisible();
    expect(screen.getByText('Unknown project id(s): 7')).toBeVisible();
  });
});

describe('mail tab', () => {
  const failed = {
    id: 41,
    to: ['dana@acme.test'],
    subject: 'Reset your password',
    attempts: 10,
    lastError: '550 No such mailbox',
    createdAt: '2025-03-16T10:00:00.000Z',
  };

  it('lists undelivered mail without its text, and sends one again', async () => {
    const user = userEvent.setup();
    let queued = false;
    const api = adminApi({
      'GET /api/admin/mail/failed': () => ({ body: { messages: queued ? [] : [failed] } }),
      'POST /api/admin/mail/41/retry': () => {
        queued = true;
        return { body: { id: 41, status: 'pending' } };
      },
    });
    await openAdmin();
    await user.click(screen.getByRole('tab', { name: 'Mail' }));
    const table = await screen.findByRole('table', { name: 'Mail' });
    const row = within(table).getByRole('row', { name: /Reset your password/ });
    expect(row).toHaveTextContent('dana@acme.test');
    expect(row).toHaveTextContent('550 No such mailbox');
    await user.click(
      within(row).getByRole('button', {
        name: `${MAIL_ADMIN_MESSAGES.retry}: Reset your password`,
      }),
    );
    expect(await screen.findByText(MAIL_ADMIN_MESSAGES.retried)).toBeVisible();
    expect(await screen.findByText(MAIL_ADMIN_MESSAGES.empty)).toBeVisible();
    expect(api.calls.some((call) => call.path === '/api/admin/mail/41/retry')).toBe(true);
  });
});

describe('overview tab', () => {
  const stuck: OverviewRow = {
    id: 3,
    name: 'Acme Holdings',
    completeness: null,
    lastActivityAt: null,
    daysSinceSubmission: null,
    daysSinceCreated: 2,
    members: 1,
    neverSignedIn: 1,
    unverified: 0,
    incompleteConnections: 0,
    connectors: [],
    reasons: ['no_submission', 'never_signed_in'],
    stage: 'ai_analysis',
    report: null,
    draftSource: null,
    health: {
      level: 'at_risk',
      reason: 'No submission',
      members: '1 never signed in',
      connections: '3 of 3 platforms missing: Meta (Facebook) Ads, Google Ads, LinkedIn Ads',
    },
  };

  it('is the default tab: flags the reasons, sorts by a header, links the project', async () => {
    const user = userEvent.setup();
    const api = adminApi({
      'GET /api/admin/overview': { body: { items: [stuck], nextCursor: null } },
    });
    renderRoute('/portal/admin');
    const table = await screen.findByRole('table', { name: 'Overview' }, { timeout: 25_000 });
    const row = within(table).getByRole('row', { name: /Acme Holdings/ });
    const reasons = within(row).getByRole('list', { name: 'Needs attention: Acme Holdings' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No submission', 'Member never signed in']);
    expect(within(row).getAllByText('AI analysis')[0]).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Acme Holdings' })).toHaveAttribute(
      'href',
      '/portal/admin/projects/3',
    );
    const header = within(table).getByRole('columnheader', { name: /Completeness/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Overview' })).getByRole('columnheader', {
          name: /Completeness/,
        }),
      ).toHaveAttribute('aria-sort', 'ascending'),
    );
    expect(api.calls.map((call) => call.path)).toContain(
      '/api/admin/overview?sort=completeness&direction=asc',
    );
  });

  it('marks the reports overdue or due soon with their due time, and no other', async () => {
    const overdueAt = '2025-03-14T09:00:00.000Z';
    const dueSoonAt = '2025-03-15T18:30:00.000Z';
    const overdue: OverviewRow = {
      ...stuck,
      id: 4,
      name: 'Overdue Capital',
      reasons: [],
      report: { dueAt: overdueAt, state: 'overdue' },
    };
    const dueSoon: OverviewRow = {
      ...overdue,
      id: 5,
      name: 'Soon Partners',
      report: { dueAt: dueSoonAt, state: 'due_soon' },
    };
    adminApi({
      'GET /api/admin/overview': { body: { items: [overdue, dueSoon, stuck], nextCursor: null } },
    });
    renderRoute('/portal/admin');
    const table = await screen.findByRole('table', { name: 'Overview' }, { timeout: 25_000 });
    const rowOf = (name: RegExp) => within(within(table).getByRole('row', { name }));

    const late = rowOf(/Overdue Capital/);
    expect(late.getByText(REPORT_MESSAGES.overviewOverdue)).toBeVisible();
    expect(late.getByText(REPORT_MESSAGES.overviewOverdue)).toHaveClass('bg-destructive');
    expect(late.getByText(REPORT_MESSAGES.dueOverdue(formatDateTime(overdueAt)))).toHaveAttribute(
      'datetime',
      overdueAt,
    );
    expect(late.queryByText(REPORT_MESSAGES.overviewDueSoon)).toBeNull();

    const soon = rowOf(/Soon Partners/);
    expect(soon.getByText(REPORT_MESSAGES.overviewDueSoon)).toBeVisible();
    expect(soon.getByText(REPORT_MESSAGES.overviewDueSoon)).toHaveClass('bg-amber-50');
    expect(soon.getByText(REPORT_MESSAGES.due(formatDateTime(dueSoonAt)))).toHaveAttribute(
      'datetime',
      dueSoonAt,
    );
    expect(soon.queryByText(REPORT_MESSAGES.overviewOverdue)).toBeNull();

    const none = rowOf(/Acme Holdings/);
    expect(none.queryByText(REPORT_MESSAGES.overviewOverdue)).toBeNull();
    expect(none.queryByText(REPORT_MESSAGES.overviewDueSoon)).toBeNull();
  });

  it('says under each project’s name who drafted its newest report, once one exists', async () => {
    const byModel: OverviewRow = {
      ...stuck,
      id: 4,
      name: 'Model Drafted',
      draftSource: 'gpt-4.1-mini',
    };
    const byRules: OverviewRow = { ...stuck, id: 5, name: 'Rules Drafted', draftSource: 'rules' };
    adminApi({
      'GET /api/admin/overview': { body: { items: [byModel, byRules, stuck], nextCursor: null } },
    });
    renderRoute('/portal/admin');
    const table = await screen.findByRole('table', { name: 'Overview' }, { timeout: 25_000 });
    const rowOf = (name: RegExp) => within(within(table).getByRole('row', { name }));

    // In the project's cell, the one column a phone shows.
    const model = rowOf(/Model Drafted/).getByText('Draft: gpt-4.1-mini');
    expect(model).toBeVisible();
    expect(model.closest('td')).toContainElement(
      rowOf(/Model Drafted/).getByRole('link', { name: 'Model Drafted' }),
    );
    expect(rowOf(/Rules Drafted/).getByText(OVERVIEW_MESSAGES.draftSource('rules'))).toBeVisible();
    expect(rowOf(/Acme Holdings/).queryByText(/^Draft:/)).toBeNull();
  });

  it('says who is stuck in words, in the table and in the cards a phone shows', async () => {
    const stalled: OverviewRow = {
      ...stuck,
      id: 6,
      name: 'Stalled Ventures',
      members: 0,
      neverSignedIn: 0,
      connectors: [{ platform: 'google', state: 'paused' }],
      health: {
        level: 'stuck',
        reason: 'No member yet',
        members: 'No member yet',
        connections:
          '3 of 3 platforms missing: Meta (Facebook) Ads, Google Ads (paused), LinkedIn Ads',
      },
    };
    adminApi({
      'GET /api/admin/overview': { body: { items: [stuck, stalled], nextCursor: null } },
    });
    renderRoute('/portal/admin');
    const table = await screen.findByRole('table', { name: 'Overview' }, { timeout: 25_000 });
    const row = within(within(table).getByRole('row', { name: /Stalled Ventures/ }));
    expect(row.getByText('Stuck')).toHaveClass('bg-destructive');
    expect(row.getAllByText('No member yet')).toHaveLength(2);
    expect(row.getByText(stalled.health.connections)).toBeVisible();
    expect(within(table).queryByText('All set')).toBeNull();

    // Below lg, a card per project instead of the table: every column's value, none dropped.
    const cards = screen.getByRole('list', { name: 'Overview' });
    expect(table.closest('.lg\\:block')).toHaveClass('hidden');
    expect(cards.parentElement).toHaveClass('lg:hidden');
    const card = within(within(cards).getByRole('listitem', { name: 'Acme Holdings' }));
    expect(card.getByRole('link', { name: 'Acme Holdings' })).toHaveAttribute(
      'href',
      '/portal/admin/projects/3',
    );
    const valueOf = (term: string) => card.getByText(term).nextElementSibling?.textContent;
    expect(valueOf('Stage')).toBe('AI analysis');
    expect(valueOf('Members')).toBe('1 never signed in');
    expect(valueOf('Connections')).toBe(stuck.health.connections);
    expect(card.getByText('At risk')).toHaveClass('bg-amber-50');
    expect(card.getAllByText('No submission').length).toBeGreaterThan(0);
  });

  it('lists the first project created from its empty state without a reload', async () => {
    const user = userEvent.setup();
    let created = false;
    adminApi({
      'GET /api/admin/overview': () => ({
        body: { items: created ? [{ ...stuck, name: 'Gamma' }] : [], nextCursor: null },
      }),
      'POST /api/admin/projects': () => {
        created = true;
        return { status: 201, body: { ...acme, id: 3, name: 'Gamma', slug: 'gamma' } };
      },
    });
    renderRoute('/portal/admin');
    await user.click(
      await screen.findByRole(
        'button',
        { name: NO_PROJECT_MESSAGES.createFirst },
        { timeout: 25_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create Project' });
    await user.type(within(dialog).getByLabelText('Name'), 'Gamma');
    await user.type(within(dialog).getByLabelText('Slug'), 'gamma');
    await user.type(within(dialog).getByLabelText('Allowed Domains'), 'gamma.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    const table = await screen.findByRole('table', { name: 'Overview' });
    expect(within(table).getByRole('link', { name: 'Gamma' })).toBeVisible();
    expect(screen.queryByText(OVERVIEW_MESSAGES.empty)).toBeNull();
  });

  it('searches by name once typing pauses, one request per term, and at once on Enter', async () => {
    const api = adminApi({
      'GET /api/admin/overview': { body: { items: [stuck], nextCursor: null } },
      'GET /api/admin/overview?sort=attention&direction=asc&search=zzz': {
        body: { items: [], nextCursor: null },
      },
    });
    renderRoute('/portal/admin');
    await screen.findByRole('table', { name: 'Overview' }, { timeout: 25_000 });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    const user = onAFakeClock();

    await user.type(search, 'acme');
    expect(screen.getByRole('status', { name: 'Loading overview' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 1));
    expect(searchedAt(api, '/api/admin/overview')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Overview' })).toBeVisible());
    expect(searchedAt(api, '/api/admin/overview')).toEqual(['acme']);

    await user.clear(search);
    await user.type(search, 'zzz{Enter}');
    expect(await screen.findByText(OVERVIEW_MESSAGES.filteredEmpty)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    expect(searchedAt(api, '/api/admin/overview')).toEqual(['acme', 'zzz']);
  });

  it('sorts by stage and shows one stage only', async () => {
    const user = userEvent.setup();
    const api = adminApi({
      'GET /api/admin/overview': { body: { items: [stuck], nextCursor: null } },
      'GET /api/admin/overview?sort=stage&direction=asc&stage=acquisition_decision': {
        body: { items: [], nextCursor: null },
      },
    });
    renderRoute('/portal/admin');
    const table = await screen.findByRole('table', { name: 'Overview' }, { timeout: 25_000 });
    await user.click(
      within(within(table).getByRole('columnheader', { name: /Stage/ })).getByRole('button'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByRole('option', { name: 'Acquisition decision' }));
    expect(await screen.findByText(OVERVIEW_MESSAGES.filteredEmpty)).toBeVisible();
    expect(api.calls.map((call) => call.path)).toContain(
      '/api/admin/overview?sort=stage&direction=asc&stage=acquisition_decision',
    );
  });
});
