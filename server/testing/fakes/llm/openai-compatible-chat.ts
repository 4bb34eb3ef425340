/**
 * TESTS ONLY. An OpenAI-compatible server's Chat Completions endpoint (vLLM, Ollama, LM Studio,
 * a gateway; docs/integrations.md#language-models), serving the one call the pinned
 * @ai-sdk/openai-compatible makes for a structured draft with `supportsStructuredOutputs`:
 *
 *   POST /v1/chat/completions   {model, messages, temperature,
 *                                response_format: {type: "json_schema", json_schema: {name, schema, strict}}}
 *
 * and refusing what OpenAI's own endpoint refuses, in its `{error: {message, type, param, code}}`
 * shape: no key or another one (401), a body that is not JSON, a missing `model` or `messages`,
 * a strict schema with an open object or an optional property (400). Our contract adds: the
 * response format must be a named JSON schema. The answer is a `chat.completion` whose one
 * choice holds the test's output as the message's content (or its `refusal`), with
 * `usage.prompt_tokens`/`completion_tokens`.
 */
import {
  asRecord,
  DEFAULT_FAKE_USAGE,
  startFakeModelServer,
  type ProviderContract,
} from './fake-model-server.ts';
import {
  jsonSchemaFormatRefusal,
  missingParameter,
  openAIRequestRefusal,
  openAIStatusError,
} from './openai-responses.ts';

const chatContract: ProviderContract = {
  path: '/v1/chat/completions',
  basePath: '/v1',
  check(request, apiKey) {
    const refused = openAIRequestRefusal(request, apiKey);
    if (refused) return refused;
    const body = asRecord(request.body)!;
    if (typeof body.model !== 'string' || !body.model) return missingParameter('model');
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      return missingParameter('messages');
    }
    const format = asRecord(body.response_format);
    if (format?.type !== 'json_schema') return missingParameter('response_format.type');
    return jsonSchemaFormatRefusal(
      { type: format.type, ...asRecord(format.json_schema) },
      'response_format.json_schema',
    );
  },
  answer(answer, request) {
    const body = asRecord(request.body)!;
    const model = ('model' in answer && answer.model) || String(body.model);
    const usage = ('usage' in answer && answer.usage) || DEFAULT_FAKE_USAGE;
    const message =
      'refusal' in answer
        ? { role: 'assistant', content: null, refusal: answer.refusal }
        : {
            role: 'assistant',
            content: 'text' in answer ? answer.text : JSON.stringify(answer.output),
          };
    return {
      id: `chatcmpl-fake${Date.now()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message, finish_reason: 'stop' }],
      usage: {
        prompt_tokens: usage.inputTokens,
        completion_tokens: usage.outputTokens,
        total_tokens: usage.inputTokens + usage.outputTokens,
      },
    };
  },
  error: openAIStatusError,
};

export function startOpenAICompatibleChatFake(options: { apiKey: string }) {
  return startFakeModelServer(chatContract, options);
}
