/**
 * TESTS ONLY. Anthropic's Messages API as a local server (docs/integrations.md#language-models),
 * serving the call the pinned @ai-sdk/anthropic makes for a structured draft, in either of its
 * two shapes (the package picks by model id):
 *
 *   POST /v1/messages   {model, max_tokens, system, messages, temperature,
 *                        output_config: {format: {type: "json_schema", schema}}}   a model it knows
 *                       {…, tools: [{name: "json", input_schema}], tool_choice: {type: "any"}}
 *                                                                                  any other model
 *
 * and refusing what Anthropic refuses, as `{type: "error", error: {type, message}, request_id}`:
 * no `x-api-key` or another one (401 authentication_error), no `anthropic-version` header, a
 * body that is not JSON, a missing `model`, `max_tokens` or `messages`, a JSON-schema format
 * with an object that is not closed by `additionalProperties: false` or with a length, count or
 * range constraint it does not take (400 invalid_request_error). Our contract adds: one of the two structured-output shapes. The
 * answer is a message whose content is the test's output as text (or as the forced tool's
 * input), `stop_reason` `refusal` for a refusal, with `usage.input_tokens`/`output_tokens`.
 */
import {
  asRecord,
  DEFAULT_FAKE_USAGE,
  startFakeModelServer,
  schemaNodes,
  strictSchemaProblem,
  type FakeRefusal,
  type ProviderContract,
} from './fake-model-server.ts';

/** Anthropic's error types by status (its "Errors" page). */
const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'billing_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
};

function anthropicError(status: number, message: string) {
  return {
    type: 'error',
    error: { type: ERROR_TYPES[status] ?? 'api_error', message },
    request_id: `req_fake${Date.now()}`,
  };
}

/**
 * Constraints Anthropic's constrained decoding does not take (its structured-outputs page's
 * JSON Schema limitations); `minItems` only as 0 or 1.
 */
const UNSUPPORTED_KEYWORDS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'maxItems',
];

function unsupportedKeyword(schema: unknown): string | null {
  for (const { node, where } of schemaNodes(schema)) {
    const keyword = UNSUPPORTED_KEYWORDS.find((name) => name in node);
    if (keyword) return `${where}: '${keyword}' is not supported`;
    if (typeof node.minItems === 'number' && node.minItems > 1) {
      return `${where}: 'minItems' only supports 0 and 1`;
    }
  }
  return null;
}

const refusal = (status: number, message: string): FakeRefusal => ({
  status,
  body: anthropicError(status, message),
});

/** The tool a forced tool choice names: `{type: "tool", name}`, or the only tool for `any`. */
function forcedTool(body: Record<string, unknown>): Record<string, unknown> | null {
  const tools = Array.isArray(body.tools) ? body.tools.map(asRecord) : [];
  const choice = asRecord(body.tool_choice);
  if (choice?.type === 'tool') return tools.find((tool) => tool?.name === choice.name) ?? null;
  if (choice?.type === 'any' && tools.length === 1) return tools[0] ?? null;
  return null;
}

const messagesContract: ProviderContract = {
  path: '/v1/messages',
  basePath: '/v1',
  check(request, apiKey) {
    const key = request.headers['x-api-key'];
    if (!key) return refusal(401, 'x-api-key header is required');
    if (key !== apiKey) return refusal(401, 'invalid x-api-key');
    if (!request.headers['anthropic-version']) {
      return refusal(400, 'anthropic-version: header is required');
    }
    const body = asRecord(request.body);
    if (!request.headers['content-type']?.startsWith('application/json') || !body) {
      return refusal(400, 'There was an error parsing the body of your request: not JSON.');
    }
    if (typeof body.model !== 'string' || !body.model) return refusal(400, 'model: Field required');
    if (!Number.isInteger(body.max_tokens) || (body.max_tokens as number) < 1) {
      return refusal(400, 'max_tokens: Field required');
    }
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      return refusal(400, 'messages: Field required');
    }
    const format = asRecord(asRecord(body.output_config)?.format);
    if (format) {
      if (format.type !== 'json_schema' || !asRecord(format.schema)) {
        return refusal(400, 'output_config.format: a json_schema format needs a schema');
      }
      const problem =
        strictSchemaProblem(format.schema, false) ?? unsupportedKeyword(format.schema);
      return problem ? refusal(400, `output_config.format.schema: ${problem}`) : null;
    }
    const tool = forcedTool(body);
    if (!tool || !asRecord(tool.input_schema)) {
      return refusal(
        400,
        'contract: no structured output (output_config.format, or one forced tool with an input_schema)',
      );
    }
    return null;
  },
  answer(answer, request) {
    const body = asRecord(request.body)!;
    const model = ('model' in answer && answer.model) || String(body.model);
    const usage = ('usage' in answer && answer.usage) || DEFAULT_FAKE_USAGE;
    const tool = asRecord(asRecord(body.output_config)?.format) ? null : forcedTool(body);
    const content =
      'refusal' in answer
        ? []
        : 'text' in answer
          ? [{ type: 'text', text: answer.text }]
          : tool
            ? [{ type: 'tool_use', id: 'toolu_fake', name: tool.name, input: answer.output }]
            : [{ type: 'text', text: JSON.stringify(answer.output) }];
    return {
      id: `msg_fake${Date.now()}`,
      type: 'message',
      role: 'assistant',
      model,
      content,
      stop_reason:
        'refusal' in answer ? 'refusal' : tool && !('text' in answer) ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: {
        input_tokens: usage.inputTokens,
        output_tokens: usage.outputTokens,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
      },
    };
  },
  error: anthropicError,
};

export function startAnthropicMessagesFake(options: { apiKey: string }) {
  return startFakeModelServer(messagesContract, options);
}
