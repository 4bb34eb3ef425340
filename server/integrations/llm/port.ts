/**
 * The language-model port (docs/integrations.md#language-models): one call that asks the
 * configured model for an initial-report draft and returns it already validated by
 * `reportDraftSchema`, whoever the provider. The drafter that builds the prompts, checks the
 * draft's grounding and falls back to the rules drafter sits on top of it.
 *
 *   ai-sdk.ts   OpenAI (Responses API), Anthropic (Messages API) or an OpenAI-compatible server
 *               (Chat Completions), through the Vercel AI SDK
 */
import type { AiProvider } from '../../config.ts';

/**
 * Why a call brought no draft:
 *
 *   timeout         AI_TIMEOUT_MS passed (the one retry included)
 *   refused         the provider refused the request (key, permission, model, request: a 4xx
 *                   the SDK does not retry) or the model declined to answer
 *   invalid_output  the answer was not JSON, was cut short, or did not match the draft's schema
 *   unavailable     the provider could not be reached or was overloaded
 *                   on both attempts (network, 408, 409, 429, 5xx)
 *   failed          anything else, the caller's abort included
 */
export const LANGUAGE_MODEL_ERROR_KINDS = [
  'timeout',
  'refused',
  'invalid_output',
  'unavailable',
  'failed',
] as const;
export type LanguageModelErrorKind = (typeof LANGUAGE_MODEL_ERROR_KINDS)[number];

/**
 * A failed call. The message is for the log, never shown: it names the provider, the HTTP
 * status and the provider's error, never the API key nor the prompt (so no SDK error is kept
 * as its cause: those carry the whole request body).
 */
export class LanguageModelError extends Error {
  override name = 'LanguageModelError';
  readonly kind: LanguageModelErrorKind;
  /** The provider's HTTP status, when it answered one. */
  readonly status: number | null;

  constructor(kind: LanguageModelErrorKind, message: string, status: number | null = null) {
    super(message);
    this.kind = kind;
    this.status = status;
  }
}

export interface DraftRequest {
  /** The instructions: what a draft is and the rules it follows. */
  system: string;
  /** The project's figures, flags and gaps, as the drafter words them. */
  prompt: string;
  /** Ends the call early (a job shutting down); its end is a `failed` error. */
  signal?: AbortSignal;
}

export interface TokenUsage {
  /** Null when the provider did not report it. */
  inputTokens: number | null;
  outputTokens: number | null;
}

export interface DraftAnswer {
  /**
   * The structured draft: the adapter returns it as `reportDraftSchema` parsed it (a
   * `ReportDraft`); its grounding is not checked.
   */
  draft: unknown;
  usage: TokenUsage;
  /**
   * The model that answered as the provider names it (a dated snapshot of an alias, say), for
   * the record; the adapter always sets it.
   */
  modelId?: string;
}

export interface LanguageModelPort {
  /** The configured model (AI_MODEL). */
  readonly modelId: string;
  readonly provider: AiProvider;
  /** Throws a LanguageModelError. */
  generateDraft(request: DraftRequest): Promise<DraftAnswer>;
}
