/**
 * Invitations (decision 090): the administrator invites an address from
 * the Users tab and the invitee signs up from the mail's link (found in the outbox sandbox,
 * /portal/outbox: the e2e server has no SMTP server) and lands in the project with its role;
 * a project's owner invites a colleague from the dashboard; a revoked link says so.
 */
import type { Page } from '@playwright/test';
import { MEMBER_ROLE_LABELS } from '../common/projects/constants.ts';
import { INVITATION_MESSAGES as M } from '../common/invitations/messages.ts';
import { PROJECT_MESSAGES } from '../common/projects/messages.ts';
import { ADMIN_EMAIL, expect, linkInOutbox, PASSWORD, test, uniqueId } from './fixtures.ts';
import { axeViolations } from './axe.ts';
import { primaryActions } from './primary-actions.ts';

// The invite form's refused address answers 400.
test.use({ allowedConsoleErrors: [/status of 400/] });

/**
 * The link of the newest invitation mail to `email`, read from the outbox page as it shows it
 * to `page`'s user: an administrator (the page shows anyone else only their own mail).
 */
async function invitationLink(page: Page, subject: string, email: string): Promise<string> {
  const link = await linkInOutbox(page, { subject, mentions: `>${email}<`, action: M.mailAction });
  expect(link).toMatch(/\/portal\/invitation\?token=[\w-]+$/);
  return link;
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function signUpFromLink(page: Page, link: string, email: string) {
  await page.goto(link);
  await expect(page.getByText(M.createAccount)).toBeVisible();
  const address = page.getByLabel('Email');
  await expect(address).toHaveValue(email);
  await expect(address).toHaveAttribute('readonly', '');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test('an invited address signs up from the mail and lands in its project with its role', async ({
  page,
  accounts,
}) => {
  const project = await accounts.createProject();
  const email = `ivy.${uniqueId()}@${project.allowedDomains[0]}`;
  const admin = await accounts.admin();

  await test.step('the administrator invites from the Users tab', async () => {
    await admin.page.goto('/portal/admin');
    await admin.page.getByRole('tab', { name: 'Users' }).click();
    await choose(admin.page, M.projectLabel, project.name);
    await admin.page.getByLabel(M.emailLabel).fill(email);
    await choose(admin.page, M.roleLabel, MEMBER_ROLE_LABELS.viewer);
    await admin.page.getByRole('button', { name: M.send }).click();
    await expect(admin.page.getByText(M.sent(email)).first()).toBeVisible();
    await expect(
      admin.page.getByRole('region', { name: M.pendingTitle }).getByText(email),
    ).toBeVisible();
    expect(await axeViolations(admin.page)).toEqual([]);
  });

  const link = await invitationLink(admin.page, M.mailSubject(ADMIN_EMAIL, project.name), email);

  await test.step('the invitee signs up with the address fixed and lands in the project', async () => {
    await signUpFromLink(page, link, email);
    await expect(page).toHaveURL(/\/portal\/dashboard/);
    await expect(page.getByText(PROJECT_MESSAGES.workingOn(project.name))).toBeVisible();
    await expect(page.getByText(MEMBER_ROLE_LABELS.viewer, { exact: true }).first()).toBeVisible();
  });

  await test.step('the link is used up, and the administrator is told', async () => {
    await page.goto(link);
    await expect(page.getByText(M.accepted)).toBeVisible();
    await admin.page.goto('/portal/outbox');
    await expect(admin.page.getByText(M.acceptedSubject(email, project.name))).toBeVisible();
  });
});

test('an owner invites a colleague from the dashboard', async ({ page, accounts }) => {
  const project = await accounts.createProject();
  const owner = await accounts.client({ project, role: 'owner' });
  const colleague = `cole.${uniqueId()}@${project.allowedDomains[0]}`;

  await test.step('the Team card refuses an address outside the domains, then invites', async () => {
    await owner.page.goto('/portal/dashboard');
    await expect(owner.page.getByText(M.teamTitle, { exact: true })).toBeVisible();
    // The wizard is the dashboard's main action; the invitation's Send stands beside it.
    await expect(owner.page.getByRole('button', { name: 'Next' })).toBeVisible();
    expect(await primaryActions(owner.page)).toEqual(['Next']);
    await owner.page.getByLabel(M.emailLabel).fill('someone@elsewhere.test');
    await owner.page.getByRole('button', { name: M.send }).click();
    await expect(
      owner.page.getByText(M.domainNotAllowed('someone@elsewhere.test', project.allowedDomains)),
    ).toBeVisible();
    await owner.page.getByLabel(M.emailLabel).fill(colleague);
    await owner.page.getByRole('button', { name: M.send }).click();
    await expect(owner.page.getByText(M.sent(colleague)).first()).toBeVisible();
    const pending = owner.page.getByRole('region', { name: M.pendingTitle });
    await expect(pending.getByText(colleague)).toBeVisible();
    await expect(pending.getByText(MEMBER_ROLE_LABELS.member, { exact: true })).toBeVisible();
    expect(await axeViolations(owner.page)).toEqual([]);
  });

  await test.step('the colleague joins as a member', async () => {
    // The mail is the colleague's: the owner's outbox shows only the owner's own; the
    // administrator's shows every message.
    const admin = await accounts.admin();
    const link = await invitationLink(
      admin.page,
      M.mailSubject(owner.email, project.name),
      colleague,
    );
    await signUpFromLink(page, link, colleague);
    await expect(page.getByText(PROJECT_MESSAGES.workingOn(project.name))).toBeVisible();
    await expect(page.getByText(MEMBER_ROLE_LABELS.member, { exact: true }).first()).toBeVisible();
    // A member sees no Team card: only the owner invites.
    await expect(page.getByText(M.teamTitle, { exact: true })).toHaveCount(0);
  });
});

test("a revoked invitation's link says so", async ({ page, accounts, baseURL }) => {
  const project = await accounts.createProject();
  const email = `rex.${uniqueId()}@${project.allowedDomains[0]}`;
  const admin = await accounts.admin();
  const invited = await admin.request.post(`/api/admin/projects/${project.id}/invitations`, {
    headers: { origin: baseURL! },
    data: { email, role: 'member' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await invitationLink(admin.page, M.mailSubject(ADMIN_EMAIL, project.name), email);

  await admin.page.goto('/portal/admin');
  await admin.page.getByRole('tab', { name: 'Users' }).click();
  await choose(admin.page, M.projectLabel, project.name);
  await admin.page.getByRole('button', { name: `${M.revoke} the invitation to ${email}` }).click();
  await expect(admin.page.getByText(M.revokedToast(email)).first()).toBeVisible();

  await page.goto(link);
  await expect(page.getByText(M.pageProblemTitle)).toBeVisible();
  await expect(page.getByText('This invitation was revoked.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
