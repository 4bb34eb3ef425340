/**
 * The consultation request journey on /contact (docs/product.md#contact).
 *
 * The e2e server runs without HubSpot, so "not configured" is the real server's answer. The
 * success and CRM-error answers (and failures) are played with page.route, using the answer
 * shapes of the shared contract (common/contact/contract.ts) that the API tests check the
 * server against.
 */
import type { Page, Route } from '@playwright/test';
import { CONTACT_CRM_SYNC_ERROR, type ContactResponse } from '../common/contact/contract.ts';
import { CONTACT_MESSAGES } from '../common/contact/messages.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './axe.ts';

const SUCCESS: ContactResponse = { success: true };
const CRM_ERROR: ContactResponse = { success: true, hubspot: { error: CONTACT_CRM_SYNC_ERROR } };

/** A text field by its accessible name (the required marker is hidden from it). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Request Consultation' });
const sourceSelect = (page: Page) =>
  page.getByRole('combobox', { name: 'How did you hear about us?' });
/** Toasts are matched exactly: the live region repeats their text with a prefix. */
const notice = (page: Page, text: string) => page.getByText(text, { exact: true });

async function chooseSource(page: Page, label: string) {
  await sourceSelect(page).selectOption({ label });
}

/** The form is an island: it reacts once the visitor reaches into it (here, a focus). */
async function wakeForm(page: Page) {
  await field(page, 'First Name').focus();
  await page.locator('[data-island="contact-form"][data-hydrated="true"]').waitFor();
}

async function fillRequired(page: Page, firstName = 'Jane') {
  await field(page, 'First Name').fill(firstName);
  await field(page, 'Last Name').fill('Doe');
  await field(page, 'Work Email').fill('jane@acme.com');
  await chooseSource(page, 'LinkedIn');
}

function answerWith(status: number, body: string, contentType = 'application/json') {
  return (route: Route) => route.fulfill({ status, contentType, body });
}

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Request a Consultation' }),
  ).toBeVisible();
});

test.describe('validation', () => {
  test('a press on the button right after leaving an empty field is not lost', async ({ page }) => {
    // The field's message would appear on the blur and push the button down mid-press.
    await wakeForm(page);
    await submitButton(page).click();

    await expect(notice(page, CONTACT_MESSAGES.incompleteTitle)).toBeVisible();
    await expect(field(page, 'Work Email')).toHaveAccessibleDescription(
      CONTACT_MESSAGES.workEmailRequired,
    );
  });

  test('an empty form shows the incomplete notice and every required message at its field', async ({
    page,
  }) => {
    await submitButton(page).click();

    await expect(notice(page, CONTACT_MESSAGES.incompleteTitle)).toBeVisible();
    await expect(notice(page, CONTACT_MESSAGES.incomplete)).toBeVisible();
    // Each message is tied to its control (announced with it) and shown in an alert.
    await expect(field(page, 'First Name')).toHaveAccessibleDescription(
      CONTACT_MESSAGES.firstNameRequired,
    );
    await expect(field(page, 'Last Name')).toHaveAccessibleDescription(
      CONTACT_MESSAGES.lastNameRequired,
    );
    await expect(field(page, 'Work Email')).toHaveAccessibleDescription(
      CONTACT_MESSAGES.workEmailRequired,
    );
    await expect(sourceSelect(page)).toHaveAccessibleDescription(CONTACT_MESSAGES.sourceRequired);
    await expect(
      page.getByRole('alert').filter({ hasText: CONTACT_MESSAGES.firstNameRequired }),
    ).toBeVisible();
    await expect(field(page, 'First Name')).toHaveAttribute('aria-invalid', 'true');
    // The first missing field, top to bottom, takes the focus.
    await expect(field(page, 'First Name')).toBeFocused();
  });

  test('a partly filled form still gets the incomplete notice and only the missing messages', async ({
    page,
  }) => {
    await field(page, 'First Name').fill('Jane');
    await field(page, 'Work Email').fill('jane@acme.com');
    await submitButton(page).click();

    await expect(notice(page, CONTACT_MESSAGES.incompleteTitle)).toBeVisible();
    await expect(page.getByText(CONTACT_MESSAGES.lastNameRequired)).toBeVisible();
    await expect(page.getByText(CONTACT_MESSAGES.sourceRequired)).toBeVisible();
    await expect(page.getByText(CONTACT_MESSAGES.firstNameRequired)).toHaveCount(0);
    await expect(page.getByText(CONTACT_MESSAGES.workEmailRequired)).toHaveCount(0);
  });

  test('an invalid work email is refused with its message, without the incomplete notice', async ({
    page,
  }) => {
    let requests = 0;
    page.on('request', (request) => void (request.url().endsWith('/api/contact') && requests++));
    await fillRequired(page);
    await field(page, 'Work Email').fill('jane@acme');
    await submitButton(page).click();

    await expect(field(page, 'Work Email')).toHaveAccessibleDescription(
      CONTACT_MESSAGES.invalidEmail,
    );
    await expect(notice(page, CONTACT_MESSAGES.incompleteTitle)).toHaveCount(0);
    expect(requests).toBe(0);

    // Fixing it clears the message.
    await field(page, 'Work Email').fill('jane@acme.com');
    await expect(page.getByText(CONTACT_MESSAGES.invalidEmail)).toHaveCount(0);
  });

  test('the source message clears once a source is chosen', async ({ page }) => {
    await submitButton(page).click();
    await expect(page.getByText(CONTACT_MESSAGES.sourceRequired)).toBeVisible();
    await chooseSource(page, 'Google Search');
    await expect(page.getByText(CONTACT_MESSAGES.sourceRequired)).toHaveCount(0);
  });

  test('the source list offers the five sources', async ({ page }) => {
    await expect(sourceSelect(page).locator('option:not([disabled])')).toHaveText([
      'Google Search',
      'LinkedIn',
      'Referral',
      'Event or Conference',
      'Other',
    ]);
  });
});

test('the form code and the full stylesheet load when the visitor first reaches into it, and toasts mount with the first', async ({
  page,
}) => {
  const islandLoaded = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.includes('/assets/contact-form-')),
    );
  // The full stylesheet is only prefetched until then: a plain visit never parses it.
  const fullStylesheetParsed = () =>
    page.evaluate(() =>
      [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/styles-')),
    );
  await page.waitForLoadState('networkidle');
  expect(await islandLoaded()).toBe(false);
  expect(await fullStylesheetParsed()).toBe(false);
  const toastList = page.getByRole('region', { name: /^Notifications/ });
  await expect(toastList).toHaveCount(0);

  await wakeForm(page);
  expect(await islandLoaded()).toBe(true);
  await expect.poll(fullStylesheetParsed).toBe(true);
  await field(page, 'Last Name').focus();
  await expect(field(page, 'First Name')).toHaveAccessibleDescription(
    CONTACT_MESSAGES.firstNameRequired,
  );

  // The toast list mounts with the first toast, styled by the full stylesheet.
  await submitButton(page).click();
  await expect(notice(page, CONTACT_MESSAGES.incompleteTitle)).toBeVisible();
  await expect(toastList).toHaveCount(1);
  expect(
    await toastList
      .locator('li')
      .filter({ hasText: CONTACT_MESSAGES.incompleteTitle })
      .evaluate((element) => getComputedStyle(element).boxShadow),
  ).not.toBe('none');
});

test('a request sent before the form has woken is held, sent once it has, and gets its outcome', async ({
  page,
}) => {
  // Fill and press in one go, straight after load: the island has not loaded yet.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) requests.push(request.postData() ?? '');
  });
  await page.goto('/contact');
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('[data-island="contact-form"] form')!;
    const set = (name: string, value: string) => {
      const control = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
      control.value = value;
    };
    set('firstName', 'Early');
    set('lastName', 'Bird');
    set('workEmail', 'early@acme.com');
    set('source', 'linkedin');
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  });

  await expect(page.getByRole('dialog', { name: 'Thank You, Early!' })).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(JSON.parse(requests[0]!)).toEqual({
    firstName: 'Early',
    lastName: 'Bird',
    workEmail: 'early@acme.com',
    source: 'linkedin',
  });
});

test.describe('referral fields', () => {
  test('appear only for a referral, and disappear with another source', async ({ page }) => {
    const referralEmail = field(page, 'Referral Email');
    await expect(referralEmail).toHaveCount(0);

    await chooseSource(page, 'Referral');
    await expect(page.getByRole('group', { name: 'Who referred you?' })).toBeVisible();
    await expect(field(page, 'Referral First Name')).toBeVisible();
    await expect(field(page, 'Referral Last Name')).toBeVisible();
    await expect(referralEmail).toBeVisible();

    await chooseSource(page, 'Event or Conference');
    await expect(field(page, 'Referral First Name')).toHaveCount(0);
    await expect(referralEmail).toHaveCount(0);
  });

  test('an invalid referral email is refused; emptying it clears the message and it is sent as absent', async ({
    page,
  }) => {
    await fillRequired(page);
    await chooseSource(page, 'Referral');
    await field(page, 'Referral First Name').fill('Rob');
    await field(page, 'Referral Email').fill('rob@partner');
    await submitButton(page).click();
    await expect(field(page, 'Referral Email')).toHaveAccessibleDescription(
      CONTACT_MESSAGES.invalidReferralEmail,
    );

    await field(page, 'Referral Email').fill('');
    await expect(page.getByText(CONTACT_MESSAGES.invalidReferralEmail)).toHaveCount(0);

    await page.route('**/api/contact', answerWith(200, JSON.stringify(SUCCESS)));
    const request = page.waitForRequest('**/api/contact');
    await submitButton(page).click();
    expect((await request).postDataJSON()).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      workEmail: 'jane@acme.com',
      source: 'referral',
      referralFirstName: 'Rob',
    });
  });

  test('a stale invalid referral email does not block a non-referral request', async ({ page }) => {
    await fillRequired(page);
    await chooseSource(page, 'Referral');
    await field(page, 'Referral Email').fill('rob@');
    await field(page, 'Referral Email').blur();
    await expect(page.getByText(CONTACT_MESSAGES.invalidReferralEmail)).toBeVisible();
    await chooseSource(page, 'Other');

    await page.route('**/api/contact', answerWith(200, JSON.stringify(SUCCESS)));
    const request = page.waitForRequest('**/api/contact');
    await submitButton(page).click();
    const body = (await request).postDataJSON();
    expect(body.source).toBe('other');
    expect(body).not.toHaveProperty('referralEmail');
  });
});

test.describe('outcomes', () => {
  test('not configured (the real server): thank-you dialog, "Request Received", form reset', async ({
    page,
  }) => {
    await fillRequired(page);
    await field(page, 'Phone Number (optional)').fill('+1 555 0100');
    // Pressed while a required field has focus: the press keeps it there.
    await field(page, 'Work Email').focus();
    const answer = page.waitForResponse('**/api/contact');
    await submitButton(page).click();
    expect(await (await answer).json()).toEqual({});

    const dialog = page.getByRole('dialog', { name: 'Thank You, Jane!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('24-48 business hours');
    await expect(dialog).not.toContainText(CONTACT_MESSAGES.crmIssueNote);
    await expect(notice(page, CONTACT_MESSAGES.notConfiguredTitle)).toBeVisible();
    await expect(notice(page, CONTACT_MESSAGES.notConfigured)).toBeVisible();

    await dialog.getByRole('button', { name: 'Return to Website' }).click();
    await expect(dialog).toBeHidden();
    await expect(field(page, 'First Name')).toHaveValue('');
    await expect(field(page, 'Work Email')).toHaveValue('');
    await expect(field(page, 'Phone Number (optional)')).toHaveValue('');
    await expect(sourceSelect(page)).toHaveValue('');
    // The emptied form is not shown as wrong: its fields were not left by the visitor.
    await expect(page.getByText(CONTACT_MESSAGES.workEmailRequired)).toHaveCount(0);
  });

  test('success: thank-you dialog and "Success!"', async ({ page }) => {
    await page.route('**/api/contact', answerWith(200, JSON.stringify(SUCCESS)));
    await fillRequired(page, 'Maria');
    await submitButton(page).click();

    const dialog = page.getByRole('dialog', { name: 'Thank You, Maria!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(CONTACT_MESSAGES.followUp);
    await expect(notice(page, CONTACT_MESSAGES.successTitle)).toBeVisible();
    await expect(notice(page, CONTACT_MESSAGES.success)).toBeVisible();
    await dialog.getByRole('button', { name: 'Return to Website' }).click();
    await expect(field(page, 'First Name')).toHaveValue('');
  });

  test('CRM error: thank-you dialog with the CRM note and "Request Received"', async ({ page }) => {
    await page.route('**/api/contact', answerWith(200, JSON.stringify(CRM_ERROR)));
    await fillRequired(page);
    await submitButton(page).click();

    const dialog = page.getByRole('dialog', { name: 'Thank You, Jane!' });
    await expect(dialog).toContainText('24-48 business hours');
    await expect(dialog).toContainText(CONTACT_MESSAGES.crmIssueNote);
    await expect(notice(page, CONTACT_MESSAGES.crmErrorTitle)).toBeVisible();
    await expect(notice(page, CONTACT_MESSAGES.crmError)).toBeVisible();
    await dialog.getByRole('button', { name: 'Return to Website' }).click();
    await expect(field(page, 'First Name')).toHaveValue('');
  });

  test('an OK answer that is not JSON counts as success', async ({ page }) => {
    await page.route('**/api/contact', answerWith(200, 'OK', 'text/plain'));
    await fillRequired(page);
    await submitButton(page).click();

    await expect(page.getByRole('dialog', { name: 'Thank You, Jane!' })).toBeVisible();
    await expect(notice(page, CONTACT_MESSAGES.successTitle)).toBeVisible();
  });
});

test.describe('failures', () => {
  test('a server error keeps the form filled and shows "Submission Failed" with the debug box', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(
      '**/api/contact',
      answerWith(
        500,
        JSON.stringify({ error: 'Something went wrong on our side. Please try again.' }),
      ),
    );
    await fillRequired(page);
    await submitButton(page).click();

    await expect(notice(page, CONTACT_MESSAGES.failedTitle)).toBeVisible();
    await expect(notice(page, CONTACT_MESSAGES.failed)).toBeVisible();
    const debug = page.getByRole('region', { name: CONTACT_MESSAGES.debugTitle });
    await expect(debug).toContainText('500: Something went wrong on our side. Please try again.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(field(page, 'First Name')).toHaveValue('Jane');
    await expect(field(page, 'Last Name')).toHaveValue('Doe');
    await expect(field(page, 'Work Email')).toHaveValue('jane@acme.com');
    await expect(sourceSelect(page)).toHaveValue('linkedin');

    // The browser reports the failed request itself; that one is expected.
    expect(consoleErrors).toEqual([expect.stringContaining('status of 500')]);
    consoleErrors.length = 0;

    // Trying again once the server is back works, and the debug box goes away.
    await page.unroute('**/api/contact');
    await page.route('**/api/contact', answerWith(200, JSON.stringify(SUCCESS)));
    await submitButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Thank You, Jane!' })).toBeVisible();
    await expect(debug).toHaveCount(0);
  });

  test('a non-JSON error answer reports its status text', async ({ page, consoleErrors }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await fillRequired(page);
    await submitButton(page).click();

    await expect(page.getByRole('region', { name: CONTACT_MESSAGES.debugTitle })).toContainText(
      '502: Bad Gateway',
    );
    await expect(field(page, 'First Name')).toHaveValue('Jane');
    expect(consoleErrors).toEqual([expect.stringContaining('status of 502')]);
    consoleErrors.length = 0;
  });

  test('a network failure is a failure too', async ({ page, consoleErrors }) => {
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await fillRequired(page);
    await submitButton(page).click();

    await expect(notice(page, CONTACT_MESSAGES.failedTitle)).toBeVisible();
    await expect(page.getByRole('region', { name: CONTACT_MESSAGES.debugTitle })).toContainText(
      'Failed to fetch',
    );
    await expect(field(page, 'Work Email')).toHaveValue('jane@acme.com');
    expect(consoleErrors).toEqual([expect.stringContaining('ERR_CONNECTION_REFUSED')]);
    consoleErrors.length = 0;
  });
});

const doubleSubmits: [string, (page: Page) => Promise<void>][] = [
  ['a double click', (page) => submitButton(page).dblclick()],
  [
    // Two clicks within one task, before React can disable the button: the worst case.
    'two clicks in the same instant',
    (page) =>
      submitButton(page).evaluate((button: HTMLButtonElement) => {
        button.click();
        button.click();
      }),
  ],
];

for (const [how, doubleSubmit] of doubleSubmits) {
  test(`${how}: one request, and the button reads Submitting... meanwhile`, async ({ page }) => {
    let requests = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      requests++;
      await held;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    });
    await fillRequired(page);

    await doubleSubmit(page);
    const busy = page.getByRole('button', { name: 'Submitting...' });
    await expect(busy).toBeDisabled();
    // Enter in a field while the request is in flight does not send another one either.
    await field(page, 'Last Name').press('Enter');
    release();

    await expect(page.getByRole('dialog', { name: 'Thank You, Jane!' })).toBeVisible();
    expect(requests).toBe(1);
  });
}

test('the contact page has no accessibility violations, empty or with errors', async ({ page }) => {
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  await submitButton(page).click();
  await expect(page.getByText(CONTACT_MESSAGES.firstNameRequired)).toBeVisible();
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
});

test.describe('on a phone (390 x 844), a toast covers none of the fields', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The form's fields: its four required ones and Phone. */
  const fields = (page: Page) => [
    field(page, 'First Name'),
    field(page, 'Last Name'),
    field(page, 'Work Email'),
    field(page, 'Phone Number (optional)'),
    sourceSelect(page),
  ];

  /** The toast holding `title` covers none of `fields` (nor the messages shown under them). */
  async function coversNone(page: Page, title: string) {
    const toast = notice(page, title).locator('xpath=ancestor::li[1]');
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    for (const control of fields(page)) {
      // The field with its label and message: the FormField around it.
      const box = (await control.locator('xpath=..').boundingBox())!;
      const overlap =
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height;
      expect(overlap, `the toast covers ${await control.getAttribute('name')}`).toBe(false);
    }
  }

  test('the incomplete notice, pressed from the bottom of the form', async ({ page }) => {
    await submitButton(page).click();
    await expect(sourceSelect(page)).toHaveAccessibleDescription(CONTACT_MESSAGES.sourceRequired);
    await coversNone(page, CONTACT_MESSAGES.incompleteTitle);
  });

  test('the incomplete notice, with the form scrolled to the top of the screen', async ({
    page,
  }) => {
    await field(page, 'First Name').evaluate((element) =>
      element.parentElement!.scrollIntoView({ block: 'start', behavior: 'instant' }),
    );
    await submitButton(page).click();
    await expect(field(page, 'First Name')).toHaveAccessibleDescription(
      CONTACT_MESSAGES.firstNameRequired,
    );
    await coversNone(page, CONTACT_MESSAGES.incompleteTitle);
  });

  test('the failure notice', async ({ page, consoleErrors }) => {
    await page.route('**/api/contact', answerWith(500, '{"error":"Down"}'));
    await fillRequired(page);
    await field(page, 'Phone Number (optional)').fill('+1 212 555 0100');
    await submitButton(page).click();
    await coversNone(page, CONTACT_MESSAGES.failedTitle);
    expect(consoleErrors).toEqual([expect.stringContaining('status of 500')]);
    consoleErrors.length = 0;
  });
});
