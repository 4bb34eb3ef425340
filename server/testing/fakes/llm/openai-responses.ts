/**
 * TESTS ONLY. OpenAI's Responses API as a local server (docs/integrations.md#language-models),
 * serving the one call the pinned @ai-sdk/openai makes for a structured draft:
 *
 *   POST /v1/responses   {model, input, text: {format: {type: "json_schema", name, schema, strict}},
 *                         temperature, store}
 *
 * and refusing what OpenAI refuses: no key or another one (401, `invalid_api_key`, the key
 * echoed masked as OpenAI does), a body that is not JSON, a missing `model` or `input` (400),
 * a strict schema with an open object or an optional property (400 `invalid_json_schema`), all
 * as `{error: {message, type, param, code}}`. Our contract adds: the format must be a named
 * JSON schema. The answer is a completed response whose one message holds the test's output as
 * `output_text` (or a `refusal` item), with `usage.input_tokens`/`output_tokens`.
 *
 *   const openai = await startOpenAIResponsesFake({ apiKey: 'sk-test-…' });
 *   openai.answerWith(() => ({ output: draft }));
 *   createAiSdkLanguageModel({ provider: 'openai', baseUrl: openai.url, apiKey: openai.apiKey, … });
 */
import {
  asRecord,
  DEFAULT_FAKE_USAGE,
  startFakeModelServer,
  strictSchemaProblem,
  type FakeRefusal,
  type ProviderContract,
  type RecordedModelRequest,
} from './fake-model-server.ts';

/** OpenAI's error body: `{error: {message, type, param, code}}`. */
export function openAIError(
  message: string,
  type = 'invalid_request_error',
  param: string | null = null,
  code: string | null = null,
) {
  return { error: { message, type, param, code } };
}

/** OpenAI's error type and code for a status a test asks for. */
export function openAIStatusError(status: number, message: string) {
  if (status === 429) return openAIError(message, 'requests', null, 'rate_limit_exceeded');
  if (status >= 500) return openAIError(message, 'server_error');
  return openAIError(message);
}

/** How OpenAI echoes a wrong key: its start and end around asterisks. */
function masked(key: string): string {
  return `${key.slice(0, 3)}${'*'.repeat(Math.max(4, key.length - 7))}${key.slice(-4)}`;
}

/** `Authorization: Bearer <key>` and a JSON body, as OpenAI (and compatible servers) check. */
export function openAIRequestRefusal(
  request: RecordedModelRequest,
  apiKey: string,
): FakeRefusal | null {
  const authorization = request.headers.authorization;
  if (!authorization) {
    return {
      status: 401,
      body: openAIError(
        "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
      ),
    };
  }
  const key = /^Bearer (.+)$/.exec(authorization)?.[1];
  if (key !== apiKey) {
    return {
      status: 401,
      body: openAIError(
        `Incorrect API key provided: ${masked(key ?? authorization)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
        'invalid_request_error',
        null,
        'invalid_api_key',
      ),
    };
  }
  if (!request.headers['content-type']?.startsWith('application/json') || !asRecord(request.body)) {
    return {
      status: 400,
      body: openAIError(
        'We could not parse the JSON body of your request. The OpenAI API expects a JSON payload.',
      ),
    };
  }
  return null;
}

/** A missing required parameter, OpenAI's way. */
export function missingParameter(name: string): FakeRefusal {
  return {
    status: 400,
    body: openAIError(
      `Missing required parameter: '${name}'.`,
      'invalid_request_error',
      name,
      'missing_required_parameter',
    ),
  };
}

/**
 * A `json_schema` format ({name, schema, strict}) as both OpenAI APIs take it: a name of at most
 * 64 letters, digits, `_` or `-`, and under `strict` a schema OpenAI can enforce.
 */
export function jsonSchemaFormatRefusal(format: unknown, param: string): FakeRefusal | null {
  const record = asRecord(format);
  if (record?.type !== 'json_schema') return missingParameter(`${param}.type`);
  if (typeof record.name !== 'string' || !/^[\w-]{1,64}$/.test(record.name)) {
    return missingParameter(`${param}.name`);
  }
  if (!asRecord(record.schema)) return missingParameter(`${param}.schema`);
  const problem = record.strict === true ? strictSchemaProblem(record.schema, true) : null;
  if (!problem) return null;
  return {
    status: 400,
    body: openAIError(
      `Invalid schema for response_format '${record.name}': ${problem}`,
      'invalid_request_error',
      `${param}.schema`,
      'invalid_json_schema',
    ),
  };
}

const responsesContract: ProviderContract = {
  path: '/v1/responses',
  basePath: '/v1',
  check(request, apiKey) {
    const refused = openAIRequestRefusal(request, apiKey);
    if (refused) return refused;
    const body = asRecord(request.body)!;
    if (typeof body.model !== 'string' || !body.model) return missingParameter('model');
    if (typeof body.input !== 'string' && !Array.isArray(body.input)) {
      return missingParameter('input');
    }
    return jsonSchemaFormatRefusal(asRecord(body.text)?.format, 'text.format');
  },
  answer(answer, request) {
    const body = asRecord(request.body)!;
    const model = ('model' in answer && answer.model) || String(body.model);
    const usage = ('usage' in answer && answer.usage) || DEFAULT_FAKE_USAGE;
    const content =
      'refusal' in answer
        ? { type: 'refusal', refusal: answer.refusal }
        : {
            type: 'output_text',
            text: 'text' in answer ? answer.text : JSON.stringify(answer.output),
            annotations: [],
          };
    return {
      id: `resp_fake${Date.now()}`,
      object: 'response',
      created_at: Math.floor(Date.now() / 1000),
      status: 'completed',
      error: null,
      incomplete_details: null,
      model,
      output: [
        {
          type: 'message',
          id: `msg_fake${Date.now()}`,
          status: 'completed',
          role: 'assistant',
          content: [content],
        },
      ],
      store: body.store ?? true,
      temperature: body.temperature ?? 1,
      usage: {
        input_tokens: usage.inputTokens,
        input_tokens_details: { cached_tokens: 0 },
        output_tokens: usage.outputTokens,
        output_tokens_details: { reasoning_tokens: 0 },
        total_tokens: usage.inputTokens + usage.outputTokens,
      },
    };
  },
  error: openAIStatusError,
};

export function startOpenAIResponsesFake(options: { apiKey: string }) {
  return startFakeModelServer(responsesContract, options);
}
