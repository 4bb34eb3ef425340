/**
 * The language-model adapter (docs/integrations.md#language-models), through the Vercel AI SDK:
 * `generateText` with `Output.object({ schema: reportDraftSchema })`, which sends the draft's
 * JSON schema as the provider's structured-output format and validates the answer with the
 * same zod schema. The provider package is AI_PROVIDER's:
 *
 *   openai             @ai-sdk/openai, the Responses API (POST /responses, `text.format`),
 *                      with `store: false` so OpenAI keeps no response object
 *   anthropic          @ai-sdk/anthropic, the Messages API (POST /messages, `output_config.format`,
 *                      or a forced `json` tool for a model the package does not know)
 *   openai-compatible  @ai-sdk/openai-compatible, Chat Completions (POST /chat/completions,
 *                      `response_format` json_schema)
 *
 * Each call is one request, within AI_TIMEOUT_MS, at a low temperature (the SDK drops it, with a
 * warning, for models that refuse one). The SDK retries nothing: the drafter makes the one retry
 * of a transport failure itself, so that it counts every request against its budget
 * (server/modules/reports/model-drafter.ts).
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  generateText,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  RetryError,
  type FinishReason,
  type LanguageModel,
} from 'ai';
import { reportDraftSchema } from '../../../common/reports/contract.ts';
import type { AiProvider } from '../../config.ts';
import {
  LanguageModelError,
  type DraftAnswer,
  type DraftRequest,
  type LanguageModelPort,
} from './port.ts';

/** Drafts follow the figures, not invention: a low temperature where the model takes one. */
const TEMPERATURE = 0.2;
/** No retry here: the drafter's own (one per draft) is counted against its budget. */
const MAX_RETRIES = 0;

/**
 * The providers' own addresses, given explicitly: left unset, the packages would read
 * OPENAI_BASE_URL or ANTHROPIC_BASE_URL from the environment and could send the key elsewhere.
 */
const DEFAULT_BASE_URLS: Record<Exclude<AiProvider, 'openai-compatible'>, string> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
};

const PROVIDER_LABELS: Record<AiProvider, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  'openai-compatible': 'The OpenAI-compatible server',
};

export interface AiSdkModelOptions {
  provider: AiProvider;
  model: string;
  apiKey: string;
  /** Another address than the provider's; required for openai-compatible. */
  baseUrl: string | null;
  timeoutMs: number;
}

function languageModel({ provider, model, apiKey, baseUrl }: AiSdkModelOptions): LanguageModel {
  switch (provider) {
    case 'openai':
      return createOpenAI({ apiKey, baseURL: baseUrl ?? DEFAULT_BASE_URLS.openai }).responses(
        model,
      );
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL: baseUrl ?? DEFAULT_BASE_URLS.anthropic })(model);
    case 'openai-compatible':
      if (!baseUrl) throw new Error('an openai-compatible model needs its server address');
      return createOpenAICompatible({
        name: 'openai-compatible',
        apiKey,
        baseURL: baseUrl,
        // Sends the schema as `response_format: {type: "json_schema"}`; without it the package
        // asks for `json_object` and the schema never reaches the server.
        supportsStructuredOutputs: true,
      }).chatModel(model);
  }
}

/** The text for a log line, without the key or OpenAI's masked echo of it ("sk-ab***yz"). */
function redacted(text: string, apiKey: string): string {
  return text
    .split(apiKey)
    .join('[key]')
    .replace(/\S*\*{3,}\S*/g, '[key]')
    .slice(0, 500);
}

/** The first problems zod found in an answer that did not match the schema. */
function schemaIssues(error: NoObjectGeneratedError): string {
  const validation = error.cause as { cause?: { issues?: unknown } } | undefined;
  const issues = validation?.cause?.issues;
  if (!Array.isArray(issues)) return '';
  const lines = (issues as { path?: unknown[]; message?: string }[])
    .slice(0, 3)
    .map((issue) => `${(issue.path ?? []).join('.') || '(root)'}: ${issue.message ?? ''}`);
  return lines.length > 0 ? ` (${lines.join('; ')})` : '';
}

class AiSdkLanguageModel implements LanguageModelPort {
  readonly modelId: string;
  readonly provider: AiProvider;
  readonly #model: LanguageModel;
  readonly #apiKey: string;
  readonly #timeoutMs: number;
  readonly #label: string;

  constructor(options: AiSdkModelOptions) {
    this.modelId = options.model;
    this.provider = options.provider;
    this.#model = languageModel(options);
    this.#apiKey = options.apiKey;
    this.#timeoutMs = options.timeoutMs;
    this.#label = PROVIDER_LABELS[options.provider];
  }

  async generateDraft({ system, prompt, signal }: DraftRequest): Promise<DraftAnswer> {
    // Our own timer rather than the SDK's `timeout`, so that its expiry is told apart from the
    // caller's abort whichever error the SDK throws for it (a timeout during the retry's
    // backoff surfaces as "Delay was aborted").
    const timer = AbortSignal.timeout(this.#timeoutMs);
    try {
      const result = await generateText({
        model: this.#model,
        instructions: system,
        prompt,
        output: Output.object({ schema: reportDraftSchema, name: 'report_draft' }),
        temperature: TEMPERATURE,
        maxRetries: MAX_RETRIES,
        abortSignal: signal ? AbortSignal.any([signal, timer]) : timer,
        providerOptions: { openai: { store: false } },
      });
      const unusable = this.#unusableFinish(result.finishReason);
      if (unusable) throw unusable;
      return {
        draft: result.output,
        usage: {
          inputTokens: result.usage.inputTokens ?? null,
          outputTokens: result.usage.outputTokens ?? null,
        },
        modelId: result.response.modelId || this.modelId,
      };
    } catch (error) {
      if (error instanceof LanguageModelError) throw error;
      if (timer.aborted) {
        throw new LanguageModelError(
          'timeout',
          `${this.#label} gave no draft within ${this.#timeoutMs} ms`,
        );
      }
      if (signal?.aborted) {
        throw new LanguageModelError('failed', `The call to ${this.#label} was aborted`);
      }
      throw this.#failure(error);
    }
  }

  /**
   * A finished call whose text is no draft whatever it holds: the model declined, or was cut
   * short. (Other finish reasons are left to the parse: servers name a normal end variously.)
   */
  #unusableFinish(finishReason: FinishReason): LanguageModelError | null {
    if (finishReason === 'content-filter') {
      return new LanguageModelError('refused', `${this.#label}'s model declined to draft`);
    }
    if (finishReason === 'length') {
      return new LanguageModelError(
        'invalid_output',
        `${this.#label}'s answer was cut short at its output limit`,
      );
    }
    return null;
  }

  #failure(error: unknown): LanguageModelError {
    if (NoObjectGeneratedError.isInstance(error)) {
      const declined = error.finishReason && this.#unusableFinish(error.finishReason);
      if (declined) return declined;
      return new LanguageModelError(
        'invalid_output',
        redacted(`${this.#label}'s answer: ${error.message}${schemaIssues(error)}`, this.#apiKey),
      );
    }
    if (NoOutputGeneratedError.isInstance(error)) {
      return new LanguageModelError('invalid_output', `${this.#label}'s answer held no draft`);
    }
    const attempts = RetryError.isInstance(error) ? error.errors.length : 1;
    const last = RetryError.isInstance(error) ? error.lastError : error;
    if (APICallError.isInstance(last)) {
      const status = last.statusCode ?? null;
      const tried = attempts > 1 ? ` (after ${attempts} attempts)` : '';
      const detail = redacted(last.message, this.#apiKey);
      if (status === null) {
        return new LanguageModelError(
          'unavailable',
          `${this.#label} could not be reached${tried}: ${detail}`,
        );
      }
      // What the SDK retries (408, 409, 429, 5xx) is passing; any other 4xx refuses the request.
      const kind =
        last.isRetryable || status >= 500 ? 'unavailable' : status >= 400 ? 'refused' : 'failed';
      return new LanguageModelError(
        kind,
        `${this.#label} answered ${status}${tried}: ${detail}`,
        status,
      );
    }
    const message = last instanceof Error ? `${last.name}: ${last.message}` : String(last);
    return new LanguageModelError(
      'failed',
      redacted(`The call to ${this.#label} failed: ${message}`, this.#apiKey),
    );
  }
}

export function createAiSdkLanguageModel(options: AiSdkModelOptions): LanguageModelPort {
  return new AiSdkLanguageModel(options);
}
