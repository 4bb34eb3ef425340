/**
 * The language-model adapter (docs/integrations.md#language-models) against each provider's
 * contract fake, through the pinned AI SDK packages: the request carries the model, the system
 * text, the prompt, the draft's JSON schema and the provider's auth; a draft comes back parsed
 * with its usage and model; an answer outside the schema, a refusal, a failing provider, a slow
 * one and a caller's abort each end in their LanguageModelError after one request (the drafter
 * retries), never with the key in a message.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDraft } from '../../../common/reports/contract.ts';
import type { AiProvider } from '../../config.ts';
import { startAnthropicMessagesFake } from '../../testing/fakes/llm/anthropic-messages.ts';
import type { FakeModelServer } from '../../testing/fakes/llm/fake-model-server.ts';
import { startOpenAICompatibleChatFake } from '../../testing/fakes/llm/openai-compatible-chat.ts';
import { startOpenAIResponsesFake } from '../../testing/fakes/llm/openai-responses.ts';
import { createAiSdkLanguageModel, type AiSdkModelOptions } from './ai-sdk.ts';
import { LanguageModelError } from './port.ts';

const DRAFT: ReportDraft = {
  summary: 'Customers pay back what they cost within a year, and few of them leave.',
  findings: [
    {
      severity: 'low',
      title: 'Payback within a year',
      text: 'The cost of a customer comes back in 9 months.',
      figures: ['cacPayback'],
    },
  ],
  redFlags: [],
  recommendations: [
    {
      horizon: 'first_100_days',
      title: 'Keep the channel mix',
      rationale: 'Payback is within a year.',
      figures: ['cacPayback'],
    },
  ],
  questions: ['Which channel brought the customers of the last quarter?'],
  dataGaps: [],
};

const SYSTEM = 'You draft the initial report of a due-diligence engagement.';
const PROMPT = 'Figures: cacPayback = 9 months (CAC / monthly gross margin per customer).';

interface ProviderCase {
  provider: AiProvider;
  model: string;
  start: (options: { apiKey: string }) => Promise<FakeModelServer>;
  /** What the pinned package sends for this provider, checked on the recorded request. */
  expectedRequest: (key: string) => {
    headers: Record<string, string>;
    body: Record<string, unknown>;
  };
  /** Where the request carries the draft's JSON schema. */
  schemaOf: (body: Record<string, unknown>) => unknown;
}

/** The draft's schema as every provider receives it: closed, every field required. */
const SCHEMA_ROOT: unknown = expect.objectContaining({
  type: 'object',
  required: ['summary', 'findings', 'redFlags', 'recommendations', 'questions', 'dataGaps'],
  additionalProperties: false,
});

const CASES: ProviderCase[] = [
  {
    provider: 'openai',
    model: 'gpt-4.1',
    start: startOpenAIResponsesFake,
    expectedRequest: (key) => ({
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: {
        model: 'gpt-4.1',
        input: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: [{ type: 'input_text', text: PROMPT }] },
        ],
        temperature: 0.2,
        store: false,
        text: {
          format: expect.objectContaining({
            type: 'json_schema',
            name: 'report_draft',
            strict: true,
          }) as unknown,
        },
      },
    }),
    schemaOf: (body) => (body.text as { format: { schema: unknown } }).format.schema,
  },
  {
    provider: 'anthropic',
    model: 'claude-sonnet-4-5',
    start: startAnthropicMessagesFake,
    expectedRequest: (key) => ({
      headers: {
        'x-api-key': key,
        'anthropic-version': '2023-06-01',
        'content-type': 'application/json',
      },
      body: {
        model: 'claude-sonnet-4-5',
        system: [{ type: 'text', text: SYSTEM }],
        messages: [{ role: 'user', content: [{ type: 'text', text: PROMPT }] }],
        temperature: 0.2,
        max_tokens: expect.any(Number) as unknown,
        output_config: { format: expect.objectContaining({ type: 'json_schema' }) as unknown },
      },
    }),
    schemaOf: (body) => (body.output_config as { format: { schema: unknown } }).format.schema,
  },
  {
    provider: 'openai-compatible',
    model: 'llama-3.3-70b-instruct',
    start: startOpenAICompatibleChatFake,
    expectedRequest: (key) => ({
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: {
        model: 'llama-3.3-70b-instruct',
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: PROMPT },
        ],
        temperature: 0.2,
        response_format: {
          type: 'json_schema',
          json_schema: expect.objectContaining({ name: 'report_draft', strict: true }) as unknown,
        },
      },
    }),
    schemaOf: (body) =>
      (body.response_format as { json_schema: { schema: unknown } }).json_schema.schema,
  },
];

/** A failed call's error: always a LanguageModelError, never naming the key. */
async function failure(call: Promise<unknown>, key: string): Promise<LanguageModelError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LanguageModelError);
  const message = (error as LanguageModelError).message;
  expect(message).not.toContain(key);
  // OpenAI echoes a wrong key masked: neither its start nor its end may reach the log.
  expect(message).not.toContain(key.slice(0, 6));
  expect(message).not.toContain(key.slice(-4));
  return error as LanguageModelError;
}

describe.each(CASES)('$provider', ({ provider, model, start, expectedRequest, schemaOf }) => {
  const key = `sk-${provider}-test-key-4f9c2a7e1b`;
  let fake: FakeModelServer;

  const adapter = (overrides: Partial<AiSdkModelOptions> = {}) =>
    createAiSdkLanguageModel({
      provider,
      model,
      apiKey: key,
      baseUrl: fake.url,
      timeoutMs: 10_000,
      ...overrides,
    });
  const draft = (overrides: Partial<AiSdkModelOptions> = {}, signal?: AbortSignal) =>
    adapter(overrides).generateDraft({ system: SYSTEM, prompt: PROMPT, signal });

  beforeAll(async () => {
    fake = await start({ apiKey: key });
  });
  afterEach(() => {
    expect(fake.takeMismatches()).toEqual([]);
    fake.reset();
  });
  afterAll(() => fake?.close());

  it('returns the parsed draft with its usage and the model that answered', async () => {
    fake.answerWith(() => ({
      output: DRAFT,
      model: `${model}-2026-11-01`,
      usage: { inputTokens: 1234, outputTokens: 321 },
    }));
    const port = adapter();
    expect(port).toMatchObject({ provider, modelId: model });

    await expect(port.generateDraft({ system: SYSTEM, prompt: PROMPT })).resolves.toEqual({
      draft: DRAFT,
      usage: { inputTokens: 1234, outputTokens: 321 },
      modelId: `${model}-2026-11-01`,
    });
  });

  it('sends the model, the system text, the prompt, the schema and the key', async () => {
    fake.answerWith(() => ({ output: DRAFT }));
    await draft();

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    const expected = expectedRequest(key);
    expect(request).toMatchObject({ method: 'POST', headers: expected.headers });
    expect(request!.body).toMatchObject(expected.body);
    const schema = schemaOf(request!.body as Record<string, unknown>);
    expect(schema).toEqual(SCHEMA_ROOT);
    expect(JSON.stringify(schema)).toContain('"enum":["high","medium","low"]');
  });

  it('refuses an answer that does not match the draft schema', async () => {
    fake.answerWith(() => ({
      output: { ...DRAFT, findings: [{ ...DRAFT.findings[0], figures: [] }] },
    }));
    const error = await failure(draft(), key);
    expect(error.kind).toBe('invalid_output');
    expect(error.message).toMatch(/did not match schema.*findings\.0\.figures/);
  });

  it('refuses an answer that is not JSON', async () => {
    fake.answerWith(() => ({ text: 'Here is the report you asked for.' }));
    expect((await failure(draft(), key)).kind).toBe('invalid_output');
  });

  it("reports the model's refusal as refused", async () => {
    fake.answerWith(() => ({ refusal: 'I cannot help with that.' }));
    expect((await failure(draft(), key)).kind).toBe('refused');
  });

  it('makes one request: a 500 is unavailable, with the status', async () => {
    fake.answerWith((_request, call) => (call === 0 ? { status: 500 } : { output: DRAFT }));
    const error = await failure(draft(), key);
    expect(error).toMatchObject({ kind: 'unavailable', status: 500 });
    expect(fake.requests).toHaveLength(1);
  });

  it('times out a slow answer', async () => {
    fake.answerWith(() => ({ output: DRAFT, delayMs: 2_000 }));
    const started = Date.now();
    const error = await failure(draft({ timeoutMs: 300 }), key);
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(fake.requests).toHaveLength(1);
  });

  it("stops at the caller's abort as failed", async () => {
    fake.answerWith(() => ({ output: DRAFT, delayMs: 2_000 }));
    const error = await failure(draft({}, AbortSignal.timeout(200)), key);
    expect(error.kind).toBe('failed');
  });

  it('is refused with a wrong key, which the message never shows', async () => {
    const wrongKey = `sk-${provider}-wrong-key-8d3e5f0a6c`;
    const error = await failure(draft({ apiKey: wrongKey }), wrongKey);
    expect(error).toMatchObject({ kind: 'refused', status: 401 });
    expect(fake.requests).toHaveLength(1);
    expect(fake.takeMismatches()).toEqual([expect.stringMatching(/^401: /)]);
  });
});

describe('anthropic with a model id the package does not know (no "claude-" in it)', () => {
  const key = 'sk-ant-test-key-0b1c2d3e4f';
  let fake: FakeModelServer;

  beforeAll(async () => {
    fake = await startAnthropicMessagesFake({ apiKey: key });
  });
  afterEach(() => expect(fake.takeMismatches()).toEqual([]));
  afterAll(() => fake?.close());

  it('asks for the draft as a forced tool call and reads its input', async () => {
    fake.answerWith(() => ({ output: DRAFT }));
    const port = createAiSdkLanguageModel({
      provider: 'anthropic',
      model: 'sonnet-via-gateway',
      apiKey: key,
      baseUrl: fake.url,
      timeoutMs: 10_000,
    });

    await expect(port.generateDraft({ system: SYSTEM, prompt: PROMPT })).resolves.toMatchObject({
      draft: DRAFT,
      modelId: 'sonnet-via-gateway',
    });
    const body = fake.requests[0]!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('output_config');
    expect(body).toMatchObject({
      tools: [{ name: 'json', input_schema: SCHEMA_ROOT }],
      tool_choice: { type: 'any' },
    });
  });
});
