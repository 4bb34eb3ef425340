/** POST /api/contact is rate limited per client IP (its own app, so the counters start at zero). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../../common/messages.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import { contactPayload, contactRows } from './testing.ts';

const LIMIT = 3;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    CRM_SYNC_INTERVAL_MS: '0',
    CONTACT_RATE_LIMIT_PER_MINUTE: String(LIMIT),
  });
});
afterAll(() => ctx?.close());

function post(ip: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: ip, payload });
}

describe('POST /api/contact rate limit', () => {
  it(`answers 429 after ${LIMIT} requests a minute from one IP, counting refused ones too`, async () => {
    expect((await post('203.0.113.7', contactPayload())).statusCode).toBe(200);
    expect((await post('203.0.113.7', { firstName: '' })).statusCode).toBe(400);
    expect((await post('203.0.113.7', contactPayload())).statusCode).toBe(200);

    const limited = await post('203.0.113.7', contactPayload());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: API_MESSAGES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await contactRows(ctx.database.db)).toHaveLength(2);
  });

  it('counts each IP on its own', async () => {
    const response = await post('198.51.100.20', contactPayload());
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
  });
});
