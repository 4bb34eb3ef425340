/**
 * Contract tests: the real Fivetran client against the local fake Fivetran server, which
 * checks method, path, query, auth, Accept, Content-Type and body of every call and fails
 * the test on a mismatch (server/testing/fakes/fivetran/contract-fake.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIVETRAN_ACCEPT, FIVETRAN_TIMEOUT_MS, FivetranClient, FivetranError } from './client.ts';
import { schemaNameFor } from './port.ts';
import {
  loopbackOnlyFetch,
  startFivetranContractFake,
  type FivetranContractFake,
} from '../../testing/fakes/fivetran/contract-fake.ts';
import { fivetranScenarios } from '../../sandbox/fivetran/vendor-fake.ts';

let fivetran: FivetranContractFake;
let waits: number[];

function clientFor(
  overrides: Partial<ConstructorParameters<typeof FivetranClient>[0]> = {},
): FivetranClient {
  return new FivetranClient({
    baseUrl: fivetran.url,
    apiKey: fivetran.credentials.apiKey,
    apiSecret: fivetran.credentials.apiSecret,
    fetch: loopbackOnlyFetch,
    // Waits are recorded, not slept, so the tests can check which wait was chosen.
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
    ...overrides,
  });
}

const groupId = () => fivetran.credentials.groupId;
const redirect = (id: string) => `http://localhost:3000/portal/fivetran/callback?connectorId=${id}`;

async function failureOf(promise: Promise<unknown>): Promise<FivetranError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FivetranError);
  return error as FivetranError;
}

beforeEach(async () => {
  fivetran = await startFivetranContractFake();
  waits = [];
});

afterEach(async () => {
  try {
    fivetran.assertNoMismatches();
  } finally {
    await fivetran.close();
  }
});

describe('Fivetran client: the calls and their contract', () => {
  it('creates a paused connection without setup tests, with Basic auth and the versioned Accept', async () => {
    const client = clientFor();
    const schema = schemaNameFor('acme', 'meta');
    const connection = await client.createConnection({
      groupId: groupId(),
      service: 'facebook_ads',
      schema,
    });

    expect(connection).toMatchObject({
      service: 'facebook_ads',
      schema: 'acme_facebook_ads',
      groupId: groupId(),
      paused: true,
      setupState: 'incomplete',
    });
    expect(connection.id).toMatch(/^sandbox_/);
    const [request] = fivetran.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/connections',
      headers: {
        authorization: `Basic ${Buffer.from('contract_key:contract_secret').toString('base64')}`,
        accept: FIVETRAN_ACCEPT,
        'content-type': 'application/json',
      },
      body: {
        group_id: groupId(),
        service: 'facebook_ads',
        paused: true,
        run_setup_tests: false,
        config: { schema: 'acme_facebook_ads' },
      },
    });
  });

  it('issues a connect card whose redirect carries the connection id', async () => {
    const client = clientFor();
    const { id } = await client.createConnection({
      groupId: groupId(),
      service: 'linkedin_ads',
      schema: 'acme_linkedin_ads',
    });
    const card = await client.createConnectCard(id, redirect(id));

    expect(card.connectorId).toBe(id);
    const uri = new URL(card.uri);
    expect(uri.origin + uri.pathname).toBe('https://fivetran.com/connect-card/setup');
    expect(uri.searchParams.get('auth')).toBeTruthy();
    expect(fivetran.requests[1]).toMatchObject({
      method: 'POST',
      path: `/v1/connections/${id}/connect-card`,
      body: { connect_card_config: { redirect_uri: redirect(id), hide_setup_guide: true } },
    });
  });

  it('reads a connection and pauses or resumes it with a PATCH of paused only', async () => {
    const client = clientFor();
    const { id } = await client.createConnection({
      groupId: groupId(),
      service: 'google_ads',
      schema: 'acme_google_ads',
    });
    const card = await client.createConnectCard(id, redirect(id));
    fivetran.fake.completeCard(new URL(card.uri).searchParams.get('auth')!);

    const read = await client.getConnection(id);
    expect(read).toMatchObject({ setupState: 'connected', paused: true, syncState: 'paused' });
    const resumed = await client.setPaused(id, false);
    expect(resumed).toMatchObject({ paused: false, syncState: 'scheduled' });
    expect(resumed.succeededAt).toEqual(expect.any(String));
    const paused = await client.setPaused(id, true);
    expect(paused.paused).toBe(true);

    const calls = fivetran.requests.slice(2).map((request) => ({
      method: request.method,
      path: request.path,
      body: request.body,
      contentType: request.headers['content-type'],
    }));
    expect(calls).toEqual([
      { method: 'GET', path: `/v1/connections/${id}`, body: undefined, contentType: undefined },
      {
        method: 'PATCH',
        path: `/v1/connections/${id}`,
        body: { paused: false },
        contentType: 'application/json',
      },
      {
        method: 'PATCH',
        path: `/v1/connections/${id}`,
        body: { paused: true },
        contentType: 'application/json',
      },
    ]);
  });

  it('lists the group page by page, following next_cursor to the end', async () => {
    const setup = clientFor();
    for (const slug of ['a', 'b', 'c', 'd', 'e']) {
      await setup.createConnection({
        groupId: groupId(),
        service: 'facebook_ads',
        schema: `${slug}_facebook_ads`,
      });
    }
    fivetran.requests.length = 0;

    const listed = await clientFor({ pageSize: 2 }).listConnections(groupId());

    expect(listed.map((connection) => connection.schema)).toEqual([
      'a_facebook_ads',
      'b_facebook_ads',
      'c_facebook_ads',
      'd_facebook_ads',
      'e_facebook_ads',
    ]);
    expect(fivetran.requests.map((request) => request.path)).toEqual([
      `/v1/groups/${groupId()}/connections`,
      `/v1/groups/${groupId()}/connections`,
      `/v1/groups/${groupId()}/connections`,
    ]);
    const cursors = fivetran.requests.map((request) => request.query.cursor);
    expect(cursors[0]).toBeUndefined();
    expect(cursors[1]).toBeTruthy();
    expect(cursors[2]).toBeTruthy();
    expect(cursors[1]).not.toBe(cursors[2]);
    expect(fivetran.requests.every((request) => request.query.limit === '2')).toBe(true);
    // Fivetran's OpenAPI spec gives this endpoint a plain application/json Accept (no version=2).
    expect(fivetran.requests.map((request) => request.headers.accept)).toEqual([
      'application/json',
      'application/json',
      'application/json',
    ]);
  });

  it('deletes a connection', async () => {
    const client = clientFor();
    const { id } = await client.createConnection({
      groupId: groupId(),
      service: 'facebook_ads',
      schema: 'gone_facebook_ads',
    });
    await client.deleteConnection(id);
    expect(fivetran.fake.connection(id)).toBeUndefined();
    expect(fivetran.requests[1]).toMatchObject({ method: 'DELETE', path: `/v1/connections/${id}` });
  });
});

describe('Fivetran client: failures', () => {
  it('maps the error envelope of a 404 to a readable not_found error, without retrying', async () => {
    const error = await failureOf(clientFor().getConnection('no_such_connection'));

    expect(error.statusCode).toBe(404);
    expect(error.code).toBe('not_found');
    expect(error.isNotFound).toBe(true);
    expect(error.fivetran).toMatchObject({
      status: 404,
      vendorCode: 'NotFound_Connector',
      operation: 'read a connection',
      attempts: 1,
    });
    expect(error.message).toBe(
      "Fivetran could not find it: Connector with id 'no_such_connection' doesn't exist",
    );
    expect(fivetran.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('waits as long as Retry-After says on a 429, then succeeds (safe call)', async () => {
    const client = clientFor();
    const { id } = await client.createConnection({
      groupId: groupId(),
      service: 'facebook_ads',
      schema: 'rl_facebook_ads',
    });
    fivetran.enqueue(fivetranScenarios.rateLimited(2));

    const connection = await client.getConnection(id);

    expect(connection.id).toBe(id);
    expect(waits).toEqual([2000]);
    expect(fivetran.requests.filter((request) => request.method === 'GET')).toHaveLength(2);
  });

  it('does not repeat a create after a 429, and says when to try again', async () => {
    fivetran.enqueue(fivetranScenarios.rateLimited(2));
    const error = await failureOf(
      clientFor().createConnection({
        groupId: groupId(),
        service: 'facebook_ads',
        schema: 'rl_facebook_ads',
      }),
    );
    expect(error.statusCode).toBe(429);
    expect(error.fivetran).toMatchObject({ vendorCode: 'TooManyRequests', retryAfterMs: 2000 });
    expect(error.message).toBe(
      'Fivetran is limiting requests right now. Please try again in 2 seconds.',
    );
    expect(fivetran.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('reports a Retry-After of an hour instead of waiting it out', async () => {
    fivetran.enqueue(fivetranScenarios.rateLimited(3600));
    const error = await failureOf(clientFor().listConnections(groupId()));
    expect(error.message).toMatch(/try again in 60 minutes/);
    expect(fivetran.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('retries a safe call once after a 500 with a jittered backoff, then succeeds', async () => {
    fivetran.enqueue(fivetranScenarios.serverError());
    const connections = await clientFor({ backoffMs: 400 }).listConnections(groupId());
    expect(connections).toEqual([]);
    expect(fivetran.requests).toHaveLength(2);
    // Full jitter within [step/2, step] of the first step; random() is 0.5 here.
    expect(waits).toEqual([300]);
  });

  it('gives up on a safe call after 3 attempts of 5xx, backing off more each time', async () => {
    fivetran.enqueue(
      fivetranScenarios.serverError(),
      fivetranScenarios.serverError(),
      fivetranScenarios.serverError(),
    );
    const error = await failureOf(clientFor({ backoffMs: 400 }).getConnection('any_id'));
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe(
      'Fivetran is unavailable (HTTP 500) and could not read a connection. Please try again.',
    );
    expect(error.fivetran.attempts).toBe(3);
    expect(fivetran.requests).toHaveLength(3);
    expect(waits).toEqual([300, 600]);
  });

  it('never retries a create after a 5xx', async () => {
    fivetran.enqueue(fivetranScenarios.serverError());
    const error = await failureOf(
      clientFor().createConnection({
        groupId: groupId(),
        service: 'facebook_ads',
        schema: 'x_facebook_ads',
      }),
    );
    expect(error.statusCode).toBe(502);
    expect(fivetran.requests).toHaveLength(1);
    expect(fivetran.fake.state.connections).toEqual([]);
  });

  it('times out a response slower than the timeout, and retries it when the call is safe', async () => {
    const client = clientFor({ timeoutMs: 150 });
    fivetran.enqueue(fivetranScenarios.slow(2000));
    const started = Date.now();
    const connections = await client.listConnections(groupId());
    expect(connections).toEqual([]);
    expect(fivetran.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1500);

    fivetran.enqueue(fivetranScenarios.slow(2000));
    const error = await failureOf(
      client.createConnection({
        groupId: groupId(),
        service: 'google_ads',
        schema: 'y_google_ads',
      }),
    );
    expect(error.statusCode).toBe(504);
    expect(error.code).toBe('gateway_timeout');
    expect(error.message).toBe(
      'Fivetran did not answer within 150 ms when asked to create a connection. Please try again.',
    );
    expect(fivetran.requests).toHaveLength(3);
  });

  it('waits 10 s by default before giving up on an answer', () => {
    expect(FIVETRAN_TIMEOUT_MS).toBe(10_000);
  });

  it('maps 401, 403 and 409 to readable errors that are not the caller’s own 401/403', async () => {
    fivetran.enqueue(fivetranScenarios.unauthorized());
    const unauthorized = await failureOf(clientFor().getConnection('a'));
    expect(unauthorized.statusCode).toBe(502);
    expect(unauthorized.message).toBe(
      'Fivetran rejected the API credentials. Please ask your administrator to check the Fivetran configuration.',
    );

    fivetran.enqueue(fivetranScenarios.forbidden());
    const forbidden = await failureOf(clientFor().getConnection('a'));
    expect(forbidden.statusCode).toBe(502);
    expect(forbidden.message).toBe(
      'Fivetran did not permit the request to read a connection: Not permitted to perform this action',
    );

    const client = clientFor();
    await client.createConnection({
      groupId: groupId(),
      service: 'facebook_ads',
      schema: 'dup_facebook_ads',
    });
    const conflict = await failureOf(
      client.createConnection({
        groupId: groupId(),
        service: 'facebook_ads',
        schema: 'dup_facebook_ads',
      }),
    );
    expect(conflict.statusCode).toBe(409);
    expect(conflict.message).toBe(
      'Fivetran refused to create a connection because of a conflict: A connection with schema dup_facebook_ads already exists in the group',
    );
  });

  it('reports an answer that is not the envelope as unexpected', async () => {
    fivetran.enqueue({ status: 200, rawBody: '<html>maintenance</html>' });
    const error = await failureOf(clientFor().getConnection('a'));
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe(
      'Fivetran sent an unexpected answer when asked to read a connection.',
    );
  });

  it('reports an unreachable Fivetran after retrying a safe call', async () => {
    const closed = await startFivetranContractFake();
    const url = closed.url;
    await closed.close();
    const error = await failureOf(clientFor({ baseUrl: url }).getConnection('a'));
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe(
      'Fivetran could not be reached to read a connection. Please try again.',
    );
    expect(error.fivetran.attempts).toBe(3);
    expect(waits).toHaveLength(2);
  });

  it('the fake fails the test on a contract mismatch (wrong secret), naming it', async () => {
    const error = await failureOf(clientFor({ apiSecret: 'wrong' }).getConnection('a'));
    expect(error.statusCode).toBe(502);
    expect(fivetran.takeMismatches()).toEqual([
      'GET /v1/connections/a: Authorization must be Basic base64(key:secret)',
    ]);
  });

  it('the fakes refuse a redirect URI that is not http or https, as Fivetran does', async () => {
    const client = clientFor();
    const connection = await client.createConnection({
      groupId: groupId(),
      service: 'facebook_ads',
      schema: 'acme_facebook_ads',
    });
    for (const uri of [
      `javascript://alert(1)?connectorId=${connection.id}`,
      `custom-app://callback?connectorId=${connection.id}`,
    ]) {
      const error = await failureOf(client.createConnectCard(connection.id, uri));
      expect(error.fivetran.status).toBe(400);
      expect(fivetran.takeMismatches()).toEqual([
        `POST /v1/connections/${connection.id}/connect-card: body connect_card_config.redirect_uri: redirect_uri must be http or https`,
      ]);
      // The vendor fake behind it (the sandbox's Fivetran) refuses it too.
      const answer = await fivetran.fake.fetch(
        `${fivetran.url}/connections/${connection.id}/connect-card`,
        {
          method: 'POST',
          headers: {
            authorization: `Basic ${btoa(`${fivetran.credentials.apiKey}:${fivetran.credentials.apiSecret}`)}`,
            accept: FIVETRAN_ACCEPT,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ connect_card_config: { redirect_uri: uri } }),
        },
      );
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'InvalidInput' });
    }
  });

  it('refuses any request that would leave the machine', async () => {
    const client = clientFor({ baseUrl: 'https://api.fivetran.com/v1', maxAttempts: 1 });
    const error = await failureOf(client.getConnection('a'));
    expect(error.message).toMatch(/could not be reached/);
    expect(fivetran.requests).toHaveLength(0);
  });
});
