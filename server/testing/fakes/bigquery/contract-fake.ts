/**
 * TESTS ONLY. Google's OAuth token endpoint and the BigQuery REST API v2 as a local HTTP server
 * (docs/integrations.md#contract-fakes), serving the calls the pinned @google-cloud/bigquery
 * makes for a query with a job timeout (read in its build/src/bigquery.js and job.js):
 *
 *   POST /token                                      the service account's JWT grant (RS256,
 *                                                    signed with the key; aud Google's token URL)
 *   POST /bigquery/v2/projects/{p}/jobs              jobs.insert, a query job
 *   GET  /bigquery/v2/projects/{p}/queries/{jobId}   getQueryResults: first "not complete", then
 *                                                    the rows or the job's error
 *
 * and refusing what BigQuery refuses: a missing or foreign token (401), another project (403),
 * a malformed job or an unknown field (400 invalid), a parameter used but not declared, a
 * partitioned table read without a filter on its partition column (400 invalidQuery), an
 * unknown dataset or table, or one in another location than the job's (404 notFound), an
 * unknown job or one asked for in another location (404). A call the library does not make is
 * recorded as a mismatch and answered 400.
 *
 *   const bigquery = await startBigQueryContractFake();
 *   bigquery.addDataset({ dataset: 'acme_google_ads', location: 'US', tables: {...}, answer: [...] });
 *   new BigQueryWarehouse({ projectId: bigquery.projectId, key: bigquery.key, apiEndpoint: bigquery.url, ... });
 *   afterEach(() => expect(bigquery.takeMismatches()).toEqual([]));
 */
import { createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { z } from 'zod';
import type { BigQueryKey } from '../../../config.ts';

const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const BIGQUERY_SCOPE = 'https://www.googleapis.com/auth/bigquery';
const JWT_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

/** A table; `partitionColumn`: partitioned with require_partition_filter on that column. */
export interface FakeTable {
  partitionColumn?: string;
}

/** One answer row of the channel query, as BigQuery types its columns. */
export interface FakeAnswerRow {
  month: string;
  currency: string;
  spend: number;
  impressions: number;
  clicks: number;
  conversions: number;
  conversion_value: number;
  synced_at: string | null;
}

export interface FakeDataset {
  dataset: string;
  location: string;
  tables: Record<string, FakeTable>;
  /** What a valid query over the dataset answers. */
  answer: FakeAnswerRow[];
}

/** A job's failure as BigQuery reports it in `status.errorResult`. */
export interface FakeJobError {
  reason: string;
  message: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  body: unknown;
}

interface Job {
  id: string;
  location: string;
  polls: number;
  error: FakeJobError | null;
  rows: FakeAnswerRow[];
}

const ANSWER_FIELDS: { name: keyof FakeAnswerRow; type: string }[] = [
  { name: 'month', type: 'STRING' },
  { name: 'currency', type: 'STRING' },
  { name: 'spend', type: 'FLOAT' },
  { name: 'impressions', type: 'INTEGER' },
  { name: 'clicks', type: 'INTEGER' },
  { name: 'conversions', type: 'FLOAT' },
  { name: 'conversion_value', type: 'FLOAT' },
  { name: 'synced_at', type: 'STRING' },
];

/** BigQuery's HTTP status for an error reason (its "Error messages" page). */
const STATUS_OF_REASON: Record<string, number> = {
  invalid: 400,
  invalidQuery: 400,
  timeout: 400,
  accessDenied: 403,
  notFound: 404,
  duplicate: 409,
};

const queryParameterSchema = z.strictObject({
  name: z.string().min(1),
  parameterType: z.strictObject({ type: z.string().min(1) }),
  parameterValue: z.strictObject({ value: z.string() }),
});

/** The job resource as jobs.insert takes it: an unknown field is refused, as BigQuery does. */
const jobSchema = z.strictObject({
  jobReference: z
    .strictObject({
      projectId: z.string().min(1),
      jobId: z.string().regex(/^[\w-]{1,1024}$/),
      location: z.string().optional(),
    })
    .optional(),
  configuration: z.strictObject({
    query: z.strictObject({
      query: z.string().min(1),
      useLegacySql: z.literal(false, { error: 'query parameters need standard SQL' }),
      parameterMode: z.enum(['named', 'NAMED']).optional(),
      queryParameters: z.array(queryParameterSchema).optional(),
    }),
    jobTimeoutMs: z.string().regex(/^\d+$/).optional(),
    labels: z.record(z.string(), z.string()).optional(),
  }),
});

/** getQueryResults' parameters, and Google's system parameter the client adds to every call. */
const RESULTS_QUERY = new Set([
  'prettyPrint',
  'location',
  'formatOptions.useInt64Timestamp',
  'formatOptions.timestampOutputFormat',
  'maxResults',
  'pageToken',
  'startIndex',
  'timeoutMs',
]);

function base64url(text: string) {
  return Buffer.from(text, 'base64url').toString('utf8');
}

export async function startBigQueryContractFake(options: { projectId?: string } = {}) {
  const projectId = options.projectId ?? 'acme-warehouse';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = `diligence-reader@${projectId}.iam.gserviceaccount.com`;
  const datasets = new Map<string, FakeDataset>();
  const jobs = new Map<string, Job>();
  const tokens = new Set<string>();
  const failures: FakeJobError[] = [];
  const requests: RecordedRequest[] = [];
  const mismatches: string[] = [];

  const issueToken = () => {
    const token = `fake-bigquery-token.${randomBytes(12).toString('hex')}`;
    tokens.add(token);
    return token;
  };

  const googleError = (status: number, reason: string, message: string) => ({
    error: {
      code: status,
      message,
      errors: [{ message, domain: 'global', reason }],
      status: reason,
    },
  });

  /** The JWT grant: signed by the key, for Google's token URL, asking BigQuery's scope. */
  function grantProblem(form: URLSearchParams): string | null {
    if (form.get('grant_type') !== JWT_GRANT) return 'Invalid grant_type';
    const [header, payload, signature] = (form.get('assertion') ?? '').split('.');
    if (!header || !payload || !signature) return 'Invalid JWT';
    const verified = createVerify('RSA-SHA256')
      .update(`${header}.${payload}`)
      .verify(publicKey, Buffer.from(signature, 'base64url'));
    if (!verified || (JSON.parse(base64url(header)) as { alg?: string }).alg !== 'RS256') {
      return 'Invalid JWT Signature.';
    }
    const claims = JSON.parse(base64url(payload)) as Record<string, unknown>;
    const now = Date.now() / 1000;
    if (claims.iss !== clientEmail) return 'Invalid issuer';
    if (claims.aud !== GOOGLE_TOKEN_URL) return 'Invalid audience';
    const scopes = typeof claims.scope === 'string' ? claims.scope.split(' ') : [];
    if (!scopes.includes(BIGQUERY_SCOPE)) return 'Invalid scope';
    if (typeof claims.exp !== 'number' || claims.exp < now || claims.exp - now > 3600) {
      return 'Invalid JWT: Token must be a short-lived token (60 minutes)';
    }
    return null;
  }

  /** What BigQuery finds wrong with a valid-looking query job, or null. */
  function jobError(
    sql: string,
    parameters: z.infer<typeof queryParameterSchema>[],
    location: string,
  ) {
    const queued = failures.shift();
    if (queued) return { error: queued, rows: [] };
    const declared = new Map(parameters.map((parameter) => [parameter.name, parameter]));
    for (const [, name] of sql.matchAll(/@(\w+)/g)) {
      if (!declared.has(name!)) {
        return {
          error: { reason: 'invalidQuery', message: `Query parameter '${name}' not found` },
        };
      }
    }
    for (const parameter of parameters) {
      if (
        parameter.parameterType.type === 'DATE' &&
        !/^\d{4}-\d{2}-\d{2}$/.test(parameter.parameterValue.value)
      ) {
        return {
          error: {
            reason: 'invalidQuery',
            message: `Invalid date: '${parameter.parameterValue.value}'`,
          },
        };
      }
    }
    const answers: FakeAnswerRow[][] = [];
    for (const match of sql.matchAll(/`([^`]+)`/g)) {
      const [project, datasetId, table] = match[1]!.split('.');
      const dataset = datasets.get(datasetId ?? '');
      if (project !== projectId) {
        return { error: { reason: 'accessDenied', message: `Access Denied: Project ${project}` } };
      }
      if (!dataset || dataset.location !== location) {
        return {
          error: {
            reason: 'notFound',
            message: `Not found: Dataset ${projectId}:${datasetId} was not found in location ${location}`,
          },
        };
      }
      const found = dataset.tables[table ?? ''];
      if (!found) {
        return {
          error: {
            reason: 'notFound',
            message: `Not found: Table ${projectId}:${datasetId}.${table} was not found in location ${location}`,
          },
        };
      }
      const after = sql.slice(match.index + match[0].length);
      const column = found.partitionColumn;
      if (column && !new RegExp(`^\\s*WHERE\\s+${column}\\s*>=`).test(after)) {
        return {
          error: {
            reason: 'invalidQuery',
            message: `Cannot query over table '${match[1]}' without a filter over column(s) '${column}' that can be used for partition elimination`,
          },
        };
      }
      answers.push(dataset.answer);
    }
    return { error: null, rows: answers[0] ?? [] };
  }

  const server = Fastify({ logger: false, forceCloseConnections: true });
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  server.all('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    const raw = typeof request.body === 'string' ? request.body : '';
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: {
        authorization: request.headers.authorization,
        'content-type': request.headers['content-type'],
      },
      body: raw,
    };
    requests.push(recorded);

    if (request.method === 'POST' && url.pathname === '/token') {
      if (!recorded.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return reply
          .status(400)
          .send({ error: 'invalid_request', error_description: 'Bad Request' });
      }
      const problem = grantProblem(new URLSearchParams(raw));
      if (problem)
        return reply.status(400).send({ error: 'invalid_grant', error_description: problem });
      return reply.send({ access_token: issueToken(), expires_in: 3599, token_type: 'Bearer' });
    }

    const api = /^\/bigquery\/v2\/projects\/([^/]+)\/(jobs|queries\/([^/]+))$/.exec(url.pathname);
    const insert = api && request.method === 'POST' && api[2] === 'jobs';
    const results = api && request.method === 'GET' && api[2] !== 'jobs';
    if (!insert && !results) {
      mismatches.push(`unexpected request ${request.method} ${url.pathname}`);
      return reply
        .status(400)
        .send({ error: `contract mismatch: ${request.method} ${url.pathname}` });
    }
    const bearer = /^Bearer (.+)$/.exec(recorded.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) {
      return reply
        .status(401)
        .send(
          googleError(
            401,
            'unauthorized',
            'Request is missing required authentication credential.',
          ),
        );
    }
    if (api[1] !== projectId) {
      return reply
        .status(403)
        .send(
          googleError(
            403,
            'accessDenied',
            `Access Denied: Project ${api[1]}: User does not have bigquery.jobs.create permission in project ${api[1]}.`,
          ),
        );
    }

    if (insert) {
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return reply
          .status(400)
          .send(googleError(400, 'invalid', 'Invalid JSON payload received.'));
      }
      const parsed = jobSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const where = issue.path.join('.');
        const message =
          issue.code === 'unrecognized_keys'
            ? `Invalid JSON payload received. Unknown name "${issue.keys[0]}" at 'job${where ? `.${where}` : ''}': Cannot find field.`
            : `Invalid value at 'job.${where}': ${issue.message}`;
        return reply.status(400).send(googleError(400, 'invalid', message));
      }
      const job = parsed.data;
      const reference = job.jobReference ?? { projectId, jobId: randomBytes(8).toString('hex') };
      if (reference.projectId !== projectId) {
        return reply
          .status(400)
          .send(googleError(400, 'invalid', 'Invalid project ID in jobReference'));
      }
      if (jobs.has(reference.jobId)) {
        return reply
          .status(409)
          .send(
            googleError(409, 'duplicate', `Already Exists: Job ${projectId}:${reference.jobId}`),
          );
      }
      const { query: sql, queryParameters = [] } = job.configuration.query;
      // Without a location BigQuery runs the job where the datasets it reads are.
      const firstDataset = /`[^.`]+\.([^.`]+)\./.exec(sql)?.[1];
      const location = reference.location ?? datasets.get(firstDataset ?? '')?.location ?? 'US';
      const outcome = jobError(sql, queryParameters, location);
      jobs.set(reference.jobId, {
        id: reference.jobId,
        location,
        polls: 0,
        error: outcome.error,
        rows: outcome.rows ?? [],
      });
      const jobReference = { projectId, jobId: reference.jobId, location };
      return reply.send({
        kind: 'bigquery#job',
        id: `${projectId}:${location}.${reference.jobId}`,
        jobReference,
        configuration: { ...job.configuration, jobType: 'QUERY' },
        status: { state: 'RUNNING' },
      });
    }

    const unknownKeys = Object.keys(recorded.query).filter((key) => !RESULTS_QUERY.has(key));
    if (unknownKeys.length > 0) {
      mismatches.push(`getQueryResults: unknown query parameters ${unknownKeys.join(', ')}`);
      return reply
        .status(400)
        .send(googleError(400, 'invalid', `Unknown parameter ${unknownKeys[0]}`));
    }
    const job = jobs.get(api[3]!);
    const location = recorded.query.location;
    if (!job || (location !== undefined && location !== job.location)) {
      return reply
        .status(404)
        .send(
          googleError(404, 'notFound', `Not found: Job ${projectId}:${location ?? 'US'}.${api[3]}`),
        );
    }
    const jobReference = { projectId, jobId: job.id, location: job.location };
    job.polls += 1;
    if (job.polls === 1) {
      return reply.send({
        kind: 'bigquery#getQueryResultsResponse',
        jobReference,
        jobComplete: false,
      });
    }
    if (job.error) {
      const status = STATUS_OF_REASON[job.error.reason] ?? 500;
      return reply.status(status).send(googleError(status, job.error.reason, job.error.message));
    }
    return reply.send({
      kind: 'bigquery#getQueryResultsResponse',
      schema: { fields: ANSWER_FIELDS.map((field) => ({ ...field, mode: 'NULLABLE' })) },
      jobReference,
      totalRows: String(job.rows.length),
      rows: job.rows.map((row) => ({
        f: ANSWER_FIELDS.map(({ name }) => ({ v: row[name] === null ? null : String(row[name]) })),
      })),
      totalBytesProcessed: '0',
      jobComplete: true,
      cacheHit: false,
    });
  });

  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  const key: BigQueryKey = {
    type: 'service_account',
    client_email: clientEmail,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    private_key_id: randomBytes(20).toString('hex'),
    token_uri: `${address}/token`,
  };

  return {
    /** The API host, for the client's `apiEndpoint`. */
    url: address,
    projectId,
    /** A service-account key whose `token_uri` is this fake's. */
    key,
    requests,
    /** A token the fake issued, for tests that send raw requests. */
    issueToken,
    addDataset(dataset: FakeDataset) {
      datasets.set(dataset.dataset, dataset);
    },
    /** The next query job fails with this error (a timeout, say). */
    failNextJob(error: FakeJobError) {
      failures.push(error);
    },
    takeMismatches() {
      return mismatches.splice(0);
    },
    close: () => server.close(),
  };
}

export type BigQueryContractFake = Awaited<ReturnType<typeof startBigQueryContractFake>>;
