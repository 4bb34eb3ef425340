/**
 * POST /api/contact is rate limited per client IP (its own database, so the counters start
 * at zero): a second server process on it shares the count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { contactPayload, contactRows } from './testing.ts';

const LIMIT = 3;
const env = { CRM_SYNC_INTERVAL_MS: '0', CONTACT_RATE_LIMIT_PER_MINUTE: String(LIMIT) };
let ctx: TestContext;
let second: TestContext;

beforeAll(async () => {
  ctx = await createTestApp(env);
  second = await createTestApp(env, { database: ctx.database });
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

function post(ip: string, payload: object, app = ctx.app) {
  return app.inject({ method: 'POST', url: '/api/contact', remoteAddress: ip, payload });
}

describe('POST /api/contact rate limit', () => {
  it(`answers 429 after ${LIMIT} requests a minute from one IP, counting refused ones too`, async () => {
    expect((await post('203.0.113.7', contactPayload())).statusCode).toBe(200);
    expect((await post('203.0.113.7', { firstName: '' })).statusCode).toBe(400);
    expect((await post('203.0.113.7', contactPayload())).statusCode).toBe(200);

    const limited = await post('203.0.113.7', contactPayload());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: API_MESSAGES.rateLimited, code: 'too_many_requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await contactRows(ctx.database.db)).toHaveLength(2);
  });

  it('counts each IP on its own', async () => {
    const response = await post('198.51.100.20', contactPayload());
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
  });

  it('counts across two server processes on one database', async () => {
    const ip = '198.51.100.30';
    const answers = [];
    for (let request = 0; request < LIMIT; request += 1) {
      answers.push(
        (await post(ip, contactPayload(), request % 2 ? second.app : ctx.app)).statusCode,
      );
    }
    expect(answers).toEqual(Array(LIMIT).fill(200));
    expect((await post(ip, contactPayload(), second.app)).statusCode).toBe(429);
  });
});
