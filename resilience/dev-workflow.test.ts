/**
 * `npm run dev` as a developer runs it (docs/decisions/085-dev-workflow.md): on
 * free ports and a fresh DATA_DIR it seeds the demo, serves the portal through Vite with the
 * API behind its proxy; the seeded admin signs in through the form, is asked for two-factor
 * sign-in, sets it up on the account page (decision 089) and sees both projects,
 * a seeded client sees their latest submission and connects an ad platform through the
 * Fivetran sandbox (its pages and callback through Vite's proxy); a change under server/
 * restarts the API and the session still works; SIGINT to the process group (Ctrl-C) stops every process
 * in it, and the API has closed its database cleanly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureInstalled, HEADLESS_SHELL } from '../scripts/lib/chromium.ts';
import { ACCOUNT_MESSAGES } from '../common/account/messages.ts';
import { TWO_FACTOR_MESSAGES } from '../common/auth/messages.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../scripts/lib/demo-seed.ts';
import { freePort } from '../server/testing/test-server.ts';
import { nextCodeForKey } from '../server/testing/totp.ts';
import { clusterState } from './lib/cluster-state.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');
/** Sized for a host 4x slower than this one, Vite optimising its dependencies cold. */
const READY_TIMEOUT_MS = 180_000;
const PAGE_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

const output: string[] = [];
let dev: ChildProcess;
let dataDir: string;
let origin: string;
let browser: Browser | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True while any process of the dev run's group is alive. */
function groupAlive(): boolean {
  try {
    process.kill(-dev.pid!, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once a line matching `pattern` was printed after line `from`. */
async function waitForLine(pattern: RegExp, from: number, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const index = output.findIndex((line, i) => i >= from && pattern.test(line));
    if (index >= 0) return index;
    if (dev.exitCode !== null) break;
    await sleep(100);
  }
  throw new Error(`No line matching ${pattern}:\n${output.slice(-40).join('\n')}`);
}

/** The demo admin's authenticator key, once the admin test has set two-factor up. */
let adminKey = '';

/**
 * Signs in through the form (with the app's code for `key` when two-factor is on); again
 * when a dependency optimisation reloaded the page.
 */
async function signIn(page: Page, email: string, key = ''): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(`${origin}/portal`, { timeout: PAGE_TIMEOUT_MS });
      await page.getByLabel('Email').fill(email, { timeout: PAGE_TIMEOUT_MS });
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      if (key) {
        const code = page.getByLabel(TWO_FACTOR_MESSAGES.codeLabel);
        await code.fill(await nextCodeForKey(key), { timeout: PAGE_TIMEOUT_MS });
        await page.getByRole('button', { name: TWO_FACTOR_MESSAGES.verify }).click();
      }
      await page.waitForURL(/\/portal\/dashboard$/, { timeout: PAGE_TIMEOUT_MS });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`Sign-in of ${email}, attempt ${attempt}: ${String(error)}`);
    }
  }
}

beforeAll(async () => {
  ensureInstalled(HEADLESS_SHELL);
  dataDir = mkdtempSync(path.join(tmpdir(), 'diligence-dev-'));
  const [webPort, apiPort] = [await freePort(), await freePort()];
  origin = `http://localhost:${webPort}`;
  // Its own process group, so the test can signal it as a terminal's Ctrl-C does.
  dev = spawn('npm', ['run', 'dev'], {
    cwd: projectRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DEV_PORT: String(webPort),
      DEV_API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      // Empty wins over a developer's .env: this run is on the embedded PostgreSQL in dataDir.
      DATABASE_URL: '',
    },
  });
  for (const stream of [dev.stdout!, dev.stderr!]) {
    let partial = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      output.push(...lines);
    });
  }
  await waitForLine(/^\[dev\] Ready/, 0, READY_TIMEOUT_MS);
  browser = await chromium.launch({ executablePath: HEADLESS_SHELL.path });
}, READY_TIMEOUT_MS + 30_000);

afterAll(async () => {
  await browser?.close();
  if (dev?.pid && groupAlive()) process.kill(-dev.pid, 'SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('seeds the demo and prints its sign-ins once', () => {
    expect(output.join('\n')).toContain(`${DEMO_ADMIN_EMAIL} (administrator)`);
  });

  it('serves the portal through Vite: the admin sets up two-factor, then sees the two seeded projects', async () => {
    const page = await browser!.newPage();
    await signIn(page, DEMO_ADMIN_EMAIL);
    await page.goto(`${origin}/portal/admin`);
    await page
      .getByRole('link', { name: TWO_FACTOR_MESSAGES.goToAccount })
      .click({ timeout: PAGE_TIMEOUT_MS });
    const section = page.getByRole('region', { name: ACCOUNT_MESSAGES.twoFactorTitle });
    await section
      .getByRole('button', { name: ACCOUNT_MESSAGES.turnOn })
      .click({ timeout: PAGE_TIMEOUT_MS });
    await section.getByLabel(ACCOUNT_MESSAGES.passwordToContinue).fill(DEMO_PASSWORD);
    await section.getByRole('button', { name: ACCOUNT_MESSAGES.continue }).click();
    adminKey = (await section.getByTestId('totp-key').textContent({ timeout: PAGE_TIMEOUT_MS }))!;
    await section.getByLabel(ACCOUNT_MESSAGES.confirmCode).fill(await nextCodeForKey(adminKey));
    await section.getByRole('button', { name: ACCOUNT_MESSAGES.confirm }).click();
    await section
      .getByRole('button', { name: ACCOUNT_MESSAGES.done })
      .click({ timeout: PAGE_TIMEOUT_MS });
    await page.goto(`${origin}/portal/admin`);
    for (const name of ['Acme Holdings', 'Globex Retail']) {
      await page.getByRole('row', { name: new RegExp(name) }).waitFor({ timeout: PAGE_TIMEOUT_MS });
    }
    await page.close();
  });

  it('a seeded client sees their latest submission', async () => {
    const page = await browser!.newPage();
    await signIn(page, 'dana@acme.test');
    await page.getByText('Working on: Acme Holdings').waitFor({ timeout: PAGE_TIMEOUT_MS });
    const latest = page.getByRole('region', { name: 'Submitted' });
    await latest.getByText('$4,200,000.00').waitFor({ timeout: PAGE_TIMEOUT_MS });
    await page.close();
  });

  it("connects an ad platform through Fivetran's sandbox: its pages come through the proxy", async () => {
    const page = await browser!.newPage();
    await signIn(page, 'sam@globex.test');
    await page.goto(`${origin}/connections`);
    const card = page.getByRole('group', { name: 'Meta (Facebook) Ads' });
    const popup = page.waitForEvent('popup', { timeout: PAGE_TIMEOUT_MS });
    await card.getByRole('button', { name: 'Connect' }).click({ timeout: PAGE_TIMEOUT_MS });
    await (
      await popup
    )
      .getByRole('button', { name: 'Authorize' })
      .click({ timeout: PAGE_TIMEOUT_MS });
    await card.getByText('Connected', { exact: true }).waitFor({ timeout: PAGE_TIMEOUT_MS });
    await page.close();
  });

  it('restarts the API on a server change; the session survives', async () => {
    const page = await browser!.newPage();
    await signIn(page, DEMO_ADMIN_EMAIL, adminKey);
    const from = output.length;
    // A change event without changing the file: its times set to what they are.
    const file = path.join(projectRoot, 'server/index.ts');
    const { atime, mtime } = statSync(file);
    utimesSync(file, atime, mtime);
    const restarting = await waitForLine(/^\[api\] Restarting/, from, PAGE_TIMEOUT_MS);
    await waitForLine(/^\[api\] .*Server listening/, restarting, READY_TIMEOUT_MS);
    await page.goto(`${origin}/portal/admin`);
    await page.getByRole('row', { name: /Acme Holdings/ }).waitFor({ timeout: PAGE_TIMEOUT_MS });
    await page.close();
  });

  it('stops every process of the group on Ctrl-C, the database closed cleanly', async () => {
    const exited = new Promise<void>((resolve) => {
      if (dev.exitCode !== null || dev.signalCode !== null) resolve();
      else dev.once('exit', () => resolve());
    });
    process.kill(-dev.pid!, 'SIGINT');
    await exited;
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (groupAlive() && Date.now() < deadline) await sleep(100);
    expect(groupAlive(), output.slice(-20).join('\n')).toBe(false);
    expect(clusterState(dataDir)).toBe('shut down');
  });
});
