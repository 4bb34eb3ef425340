/**
 * The island as the browser meets it: prerendered markup, filled in before its code
 * arrives, then hydrated.
 */
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { contactFormIsland, hydrate } from './contact-form.tsx';

const container = document.createElement('div');
afterEach(() => container.remove());

it('keeps what was typed before hydration, shows the fields it calls for, then reacts', async () => {
  container.dataset.island = 'contact-form';
  container.innerHTML = renderToString(contactFormIsland(), { identifierPrefix: 'contact-form' });
  document.body.append(container);
  const firstName = screen.getByRole<HTMLInputElement>('textbox', { name: 'First Name' });
  const source = screen.getByRole<HTMLSelectElement>('combobox', {
    name: 'How did you hear about us?',
  });
  expect(source.value).toBe('');
  firstName.value = 'Ann';
  source.value = 'referral';

  const onReady = vi.fn();
  const errors = vi.spyOn(console, 'error');
  hydrate(container, onReady);

  await waitFor(() => expect(onReady).toHaveBeenCalled());
  expect(screen.getByRole('textbox', { name: 'First Name' })).toBe(firstName);
  expect(firstName.value).toBe('Ann');
  expect(await screen.findByRole('textbox', { name: 'Referral Email' })).toBeVisible();
  expect(errors).not.toHaveBeenCalled();
});
