/**
 * Turning two-factor sign-in on through the account page, as a person would with an
 * authenticator app: the password, the key the page shows (the app's "enter a key"), the
 * app's code. Returns the key, for signing in again with a code.
 */
import type { Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../common/account/messages.ts';
import { TWO_FACTOR_MESSAGES } from '../common/auth/messages.ts';
import { nextCodeForKey } from '../server/testing/totp.ts';
import { expect } from './fixtures.ts';

export async function turnOnTwoFactor(page: Page, password: string): Promise<string> {
  const section = page.getByRole('region', { name: ACCOUNT_MESSAGES.twoFactorTitle });
  await section.getByRole('button', { name: ACCOUNT_MESSAGES.turnOn }).click();
  await section.getByLabel(ACCOUNT_MESSAGES.passwordToContinue).fill(password);
  await section.getByRole('button', { name: ACCOUNT_MESSAGES.continue }).click();
  await expect(section.getByRole('img', { name: ACCOUNT_MESSAGES.qrAlt })).toBeVisible();
  const key = (await section.getByTestId('totp-key').textContent()) ?? '';
  await section.getByLabel(ACCOUNT_MESSAGES.confirmCode).fill(await nextCodeForKey(key));
  await section.getByRole('button', { name: ACCOUNT_MESSAGES.confirm }).click();
  await expect(section.getByText(ACCOUNT_MESSAGES.recoveryTitle)).toBeVisible();
  await expect(
    section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await section.getByRole('button', { name: ACCOUNT_MESSAGES.done }).click();
  await expect(section.getByText(ACCOUNT_MESSAGES.twoFactorOn)).toBeVisible();
  return key;
}

/** The sign-in form's two steps: the password, then the app's code for `key`. */
export async function signInWithCode(page: Page, email: string, password: string, key: string) {
  await page.goto('/portal');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const code = page.getByLabel(TWO_FACTOR_MESSAGES.codeLabel);
  await expect(code).toBeVisible();
  await code.fill(await nextCodeForKey(key));
  await page.getByRole('button', { name: TWO_FACTOR_MESSAGES.verify }).click();
}
