/**
 * The BigQuery adapter (docs/integrations.md#data-warehouse) against the BigQuery contract fake:
 * the pinned client exchanges the key at its token_uri, inserts one query job with the window's
 * first day as a DATE parameter and a job timeout, polls for the results and types them; and
 * what BigQuery refuses (an unknown dataset or table, the wrong location, a malformed job, a
 * partitioned table read without its filter, another project) comes back as the right failure.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startBigQueryContractFake,
  type BigQueryContractFake,
  type FakeAnswerRow,
} from '../../testing/fakes/bigquery/contract-fake.ts';
import { BigQueryWarehouse } from './bigquery.ts';
import { WarehouseError, windowStart } from './port.ts';

let bigquery: BigQueryContractFake;

const answer: FakeAnswerRow[] = [
  {
    month: '2026-10',
    currency: 'USD',
    spend: 1234.5,
    impressions: 90000,
    clicks: 1500,
    conversions: 42.5,
    conversion_value: 6100.25,
    synced_at: '2026-12-07T05:00:00Z',
  },
  {
    month: '2026-11',
    currency: 'USD',
    spend: 1500,
    impressions: 99000,
    clicks: 1700,
    conversions: 50,
    conversion_value: 7000,
    synced_at: '2026-12-07T05:00:00Z',
  },
];

/** Google Ads' tables, the daily one partitioned by day with a required filter. */
const googleTables = {
  ad_stats: { partitionColumn: 'date' },
  account_history: {},
};

beforeAll(async () => {
  bigquery = await startBigQueryContractFake();
  bigquery.addDataset({ dataset: 'acme_google_ads', location: 'US', tables: googleTables, answer });
  bigquery.addDataset({
    dataset: 'acme_linkedin_ads',
    location: 'US',
    tables: Object.fromEntries(
      ['ad_analytics_by_creative', 'account_history', 'creative_history', 'campaign_history'].map(
        (table) => [table, {}],
      ),
    ),
    answer: [],
  });
});
afterEach(() => expect(bigquery.takeMismatches()).toEqual([]));
afterAll(() => bigquery?.close());

function adapter(overrides: Partial<ConstructorParameters<typeof BigQueryWarehouse>[0]> = {}) {
  return new BigQueryWarehouse({
    projectId: bigquery.projectId,
    location: 'US',
    key: bigquery.key,
    queryTimeoutMs: 30_000,
    apiEndpoint: bigquery.url,
    ...overrides,
  });
}

async function failure(read: Promise<unknown>): Promise<WarehouseError> {
  const error = await read.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WarehouseError);
  return error as WarehouseError;
}

describe('the BigQuery adapter', () => {
  it('runs one query job for the connector’s months and types its rows', async () => {
    const before = bigquery.requests.length;
    const figures = await adapter().monthlyChannelFigures(
      { platform: 'google', schema: 'acme_google_ads' },
      24,
    );
    expect(figures).toEqual({
      months: [
        {
          month: '2026-10',
          currency: 'USD',
          spend: 1234.5,
          impressions: 90000,
          clicks: 1500,
          conversions: 42.5,
          conversionValue: 6100.25,
        },
        {
          month: '2026-11',
          currency: 'USD',
          spend: 1500,
          impressions: 99000,
          clicks: 1700,
          conversions: 50,
          conversionValue: 7000,
        },
      ],
      dataAsOf: '2026-12-07T05:00:00Z',
    });

    const calls = bigquery.requests.slice(before);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /token',
      `POST /bigquery/v2/projects/${bigquery.projectId}/jobs`,
      expect.stringMatching(
        new RegExp(`^GET /bigquery/v2/projects/${bigquery.projectId}/queries/`),
      ),
      expect.stringMatching(
        new RegExp(`^GET /bigquery/v2/projects/${bigquery.projectId}/queries/`),
      ),
    ]);
    const job = JSON.parse(calls[1]!.body as string) as {
      jobReference: { location: string };
      configuration: { jobTimeoutMs: string; query: { query: string; queryParameters: unknown[] } };
    };
    expect(job.jobReference.location).toBe('US');
    expect(job.configuration.jobTimeoutMs).toBe('30000');
    expect(job.configuration.query.queryParameters).toEqual([
      { name: 'from', parameterType: { type: 'DATE' }, parameterValue: { value: windowStart(24) } },
    ]);
    expect(job.configuration.query.query).toContain('`acme-warehouse.acme_google_ads.ad_stats`');
    expect(calls[2]!.query.location).toBe('US');
    // The key never travels: only its signed grant, then the access token.
    for (const call of calls) expect(String(call.body)).not.toContain('PRIVATE KEY');
  });

  it('reads LinkedIn’s TIMESTAMP day from the window’s first day too', async () => {
    const before = bigquery.requests.length;
    expect(
      await adapter().monthlyChannelFigures(
        { platform: 'linkedin', schema: 'acme_linkedin_ads' },
        24,
      ),
    ).toEqual({
      months: [],
      dataAsOf: null,
    });
    const insert = bigquery.requests.slice(before).find((call) => call.path.endsWith('/jobs'))!;
    expect(String(insert.body)).toContain('WHERE day >= TIMESTAMP(@from)');
  });

  it('tells an unknown dataset, the wrong location and another project apart', async () => {
    const unknown = await failure(
      adapter().monthlyChannelFigures({ platform: 'meta', schema: 'acme_facebook_ads' }, 24),
    );
    expect(unknown.kind).toBe('missing');
    expect(unknown.message).toContain('Not found: Dataset acme-warehouse:acme_facebook_ads');

    const elsewhere = await failure(
      adapter({ location: 'EU' }).monthlyChannelFigures(
        { platform: 'google', schema: 'acme_google_ads' },
        24,
      ),
    );
    expect(elsewhere.kind).toBe('missing');
    expect(elsewhere.message).toContain('was not found in location EU');

    const foreign = await failure(
      adapter({ projectId: 'someone-else' }).monthlyChannelFigures(
        { platform: 'google', schema: 'acme_google_ads' },
        24,
      ),
    );
    expect(foreign.kind).toBe('denied');
  });

  it('says when the job ran out of time', async () => {
    bigquery.failNextJob({ reason: 'timeout', message: 'Job timed out after 30 sec' });
    const slow = await failure(
      adapter().monthlyChannelFigures({ platform: 'google', schema: 'acme_google_ads' }, 24),
    );
    expect(slow.kind).toBe('timeout');
  });

  it('refuses a schema that is not the connector’s own without calling BigQuery', async () => {
    const before = bigquery.requests.length;
    const refused = await failure(
      adapter().monthlyChannelFigures({ platform: 'google', schema: 'acme_facebook_ads' }, 24),
    );
    expect(refused.kind).toBe('refused');
    expect(bigquery.requests.length).toBe(before);
  });

  it('refuses a key BigQuery’s token endpoint does not know', async () => {
    const other = await startBigQueryContractFake();
    try {
      // This fake's token_uri, another key: its signature does not verify.
      const stranger = adapter({ key: { ...other.key, token_uri: bigquery.key.token_uri } });
      const refused = await failure(
        stranger.monthlyChannelFigures({ platform: 'google', schema: 'acme_google_ads' }, 24),
      );
      expect(refused.kind).toBe('denied');
      expect(refused.message).toMatch(/invalid_grant/);
    } finally {
      await other.close();
    }
  });
});

describe('the BigQuery contract fake refuses what BigQuery refuses', () => {
  const insert = (body: unknown) =>
    fetch(`${bigquery.url}/bigquery/v2/projects/${bigquery.projectId}/jobs`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${bigquery.issueToken()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  const query = (sql: string, extra: Record<string, unknown> = {}) => ({
    configuration: {
      query: {
        query: sql,
        useLegacySql: false,
        parameterMode: 'named',
        queryParameters: [
          {
            name: 'from',
            parameterType: { type: 'DATE' },
            parameterValue: { value: '2025-01-01' },
          },
        ],
        ...extra,
      },
    },
  });
  async function resultsOf(response: Response) {
    const { jobReference } = (await response.json()) as {
      jobReference: { jobId: string; location: string };
    };
    const url = `${bigquery.url}/bigquery/v2/projects/${bigquery.projectId}/queries/${jobReference.jobId}?location=${jobReference.location}`;
    const headers = { authorization: `Bearer ${bigquery.issueToken()}` };
    await fetch(url, { headers });
    return fetch(url, { headers });
  }

  it('a malformed job: no query, legacy SQL, or a field the API does not have', async () => {
    expect((await insert({ configuration: { query: { useLegacySql: false } } })).status).toBe(400);
    expect((await insert(query('SELECT 1', { useLegacySql: true }))).status).toBe(400);
    const unknown = await insert(query('SELECT 1', { types: { from: 'DATE' } }));
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Unknown name \\"types\\"');
  });

  it('a query without its partition filter, or with an undeclared parameter', async () => {
    const table = '`acme-warehouse.acme_google_ads.ad_stats`';
    const unfiltered = await resultsOf(await insert(query(`SELECT COUNT(*) FROM ${table}`)));
    expect(unfiltered.status).toBe(400);
    expect(await unfiltered.text()).toContain("without a filter over column(s) 'date'");
    const undeclared = await resultsOf(
      await insert(query(`SELECT * FROM ${table} WHERE date >= @since`)),
    );
    expect(undeclared.status).toBe(400);
    const filtered = await resultsOf(
      await insert(query(`SELECT * FROM ${table} WHERE date >= @from`)),
    );
    expect(filtered.status).toBe(200);
  });

  it('no token, or results asked for in another location', async () => {
    const anonymous = await fetch(
      `${bigquery.url}/bigquery/v2/projects/${bigquery.projectId}/jobs`,
      {
        method: 'POST',
        body: JSON.stringify(query('SELECT 1')),
      },
    );
    expect(anonymous.status).toBe(401);
    const started = (await (await insert(query('SELECT 1'))).json()) as {
      jobReference: { jobId: string };
    };
    const wrong = await fetch(
      `${bigquery.url}/bigquery/v2/projects/${bigquery.projectId}/queries/${started.jobReference.jobId}?location=EU`,
      { headers: { authorization: `Bearer ${bigquery.issueToken()}` } },
    );
    expect(wrong.status).toBe(404);
  });
});
