/**
 * The form's own logic in a test DOM (happy-dom): the analytics events (not observable in the
 * browser tests, which run without an analytics id) and the request the form sends.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES } from '../../../../common/contact/messages.ts';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { trackEvent } from '../../../lib/analytics.ts';
import { ContactForm } from './contact-form.tsx';

vi.mock('../../../lib/analytics.ts', () => ({ trackEvent: vi.fn() }));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.mocked(trackEvent).mockClear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit(source = 'LinkedIn') {
  const user = userEvent.setup();
  render(
    <>
      <ContactForm />
      <Toaster />
    </>,
  );
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Jane');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Doe');
  await user.type(screen.getByRole('textbox', { name: 'Work Email' }), ' jane@acme.com ');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'How did you hear about us?' }),
    screen.getByRole('option', { name: source }),
  );
  await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
  return user;
}

describe('ContactForm', () => {
  it('sends the trimmed request and records a success event with the outcome', async () => {
    fetchMock.mockResolvedValue(new Response('{"success":true,"hubspot":{"error":"x"}}'));
    await fillAndSubmit();

    expect(await screen.findByRole('dialog', { name: 'Thank You, Jane!' })).toBeVisible();
    expect(screen.getByText(CONTACT_MESSAGES.crmIssueNote)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(JSON.parse(init.body as string)).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      workEmail: 'jane@acme.com',
      source: 'linkedin',
    });
    expect(trackEvent).toHaveBeenCalledWith('contact_form_success', {
      outcome: 'crm_error',
      source: 'linkedin',
    });
  });

  it('records an error event and shows the debug box when the request fails', async () => {
    fetchMock.mockResolvedValue(new Response('{"error":"Something went wrong"}', { status: 500 }));
    await fillAndSubmit('Other');

    expect(await screen.findByRole('region', { name: 'Debug information' })).toHaveTextContent(
      '500: Something went wrong',
    );
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Jane');
    expect(trackEvent).toHaveBeenCalledWith('contact_form_error', {
      error_message: '500: Something went wrong',
    });
    expect(trackEvent).not.toHaveBeenCalledWith('contact_form_success', expect.anything());
  });

  it('sends nothing and records nothing while required fields are missing', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));

    expect(await screen.findByText(CONTACT_MESSAGES.firstNameRequired)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(trackEvent).not.toHaveBeenCalled();
  });
});
