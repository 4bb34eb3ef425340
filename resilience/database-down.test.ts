/**
 * Fault messages (decision 077): the real server on PostgreSQL through a TCP
 * proxy that the test cuts and restores (the run's PostgreSQL keeps running). While the
 * database is out of reach, /api/ready and the API answer 503 with the readable JSON error
 * (no 500, no stack), the prerendered public pages still serve, and a portal page in
 * chromium shows the readable error; once the database is back the same process serves
 * again, with no restart. The embedded PostgreSQL runs beside its server, on the same
 * machine, so its outage is the server's own: docs/decisions/077-database-outage.md.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, OUTAGE_MESSAGES } from '../common/shared/messages.ts';
import { ensureInstalled, HEADLESS_SHELL } from '../scripts/lib/chromium.ts';
import { ensureBuild, projectRoot } from '../scripts/lib/build.ts';
import { sessionCookieOf, TEST_PASSWORD } from '../server/testing/factories.ts';
import { contactPayload } from '../server/modules/contact/testing.ts';
import { sleep } from './lib/contacts.ts';
import { createTestDatabase } from './lib/engines.ts';
import { testServerUrl } from '../server/testing/database.ts';
import {
  RESILIENCE_ADMIN_EMAIL,
  SECOND_PORT_RANGE,
  startServerProcess,
  type ServerProcess,
} from './lib/server-process.ts';
import { startTcpProxy } from './lib/tcp-proxy.ts';

const SCREENSHOT = path.join(projectRoot, 'test-results', 'database-down-portal.png');
/** The pool waits 5 s for a connection; an answer must come well within the fetch timeout. */
const ANSWER_TIMEOUT_MS = 30_000;
const unavailable = { error: API_MESSAGES.databaseUnavailable, code: 'service_unavailable' };

let browser: Browser;
beforeAll(async () => {
  ensureBuild();
  ensureInstalled(HEADLESS_SHELL);
  browser = await chromium.launch({ executablePath: HEADLESS_SHELL.path });
});
afterAll(() => browser?.close());

async function call(server: ServerProcess, url: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${url}`, {
    ...init,
    headers: { origin: server.url, ...init.headers },
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, text, type: response.headers.get('content-type') ?? '' };
}

async function signUpAdmin(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: RESILIENCE_ADMIN_EMAIL, password: TEST_PASSWORD, name: 'Ada' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return sessionCookieOf(response.headers.getSetCookie());
}

describe('the database out of reach (PostgreSQL behind a proxy)', () => {
  it('answers readable 503s and a readable portal page, then recovers without a restart', async () => {
    const database = await createTestDatabase('postgres');
    const target = new URL(testServerUrl());
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const server = await startServerProcess({
      name: 'database-down',
      ports: SECOND_PORT_RANGE,
      env: { ...database.env, DATABASE_URL: proxy.rewrite(database.env.DATABASE_URL!) },
    });
    const pid = server.pid;
    const cookie = await signUpAdmin(server);
    const [cookieName, cookieValue] = cookie.split(/=(.*)/s) as [string, string];
    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    await page.context().addCookies([{ name: cookieName, value: cookieValue, url: server.url }]);

    // Down.
    await proxy.cut();
    const answers = {
      ready: await call(server, '/api/ready'),
      session: await call(server, '/api/auth/get-session', { headers: { cookie } }),
      projects: await call(server, '/api/user/projects', { headers: { cookie } }),
      notes: await call(server, '/api/notes?projectId=1', { headers: { cookie } }),
      contact: await call(server, '/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contactPayload()),
      }),
      signIn: await call(server, '/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: RESILIENCE_ADMIN_EMAIL, password: TEST_PASSWORD }),
      }),
    };
    const home = await call(server, '/');

    await page.goto('/portal');
    const title = page.getByText(OUTAGE_MESSAGES.title);
    await title.waitFor({ timeout: ANSWER_TIMEOUT_MS });
    mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });

    console.log(
      `database down: ${Object.entries(answers)
        .map(([name, answer]) => `${name} ${answer.status}`)
        .join(', ')}; home page ${home.status}; portal shows "${await title.textContent()}"`,
    );
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, `${name}: ${answer.text}`).toBe(503);
      expect(answer.type, name).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text), name).toEqual(unavailable);
    }
    expect(home.status).toBe(200);
    expect(home.text).toContain('<h1');
    await expect(page.getByText(OUTAGE_MESSAGES.description).isVisible()).resolves.toBe(true);

    // Back: the same process serves again.
    await proxy.restore();
    let ready = await call(server, '/api/ready');
    for (let attempt = 0; ready.status !== 200 && attempt < 20; attempt++) {
      await sleep(250);
      ready = await call(server, '/api/ready');
    }
    expect(ready.status).toBe(200);
    const session = await call(server, '/api/auth/get-session', { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(JSON.parse(session.text).user.email).toBe(RESILIENCE_ADMIN_EMAIL);
    const contact = await call(server, '/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactPayload()),
    });
    expect(contact.status).toBe(200);

    await page.getByRole('button', { name: OUTAGE_MESSAGES.retry }).click();
    await page.getByTestId('portal-user').waitFor({ timeout: ANSWER_TIMEOUT_MS });
    expect(server.running()).toBe(true);
    expect(server.pid).toBe(pid);
    expect(server.logs.join('\n')).not.toMatch(/uncaught|unhandled/i);
  });
});
