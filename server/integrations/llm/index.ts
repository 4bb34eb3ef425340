/**
 * Picks the language model from configuration (docs/integrations.md#language-models):
 *
 *   AI_PROVIDER unset                     -> none: the rules drafter writes every draft
 *   AI_PROVIDER with AI_MODEL, AI_API_KEY -> live: the AI SDK adapter for that provider
 *                                            (openai-compatible also needs AI_BASE_URL)
 *
 * There is no sandbox: without a provider nothing is sent anywhere.
 */
import { aiConfigProblems, ConfigError, type AppConfig } from '../../config.ts';
import { createAiSdkLanguageModel } from './ai-sdk.ts';
import type { LanguageModelPort } from './port.ts';

export type LanguageModelSetup = { mode: 'none' } | { mode: 'live'; port: LanguageModelPort };

/** Throws a ConfigError naming each missing setting (loadConfig refuses the same). */
export function setUpLanguageModel(config: Pick<AppConfig, 'ai'>): LanguageModelSetup {
  const { provider, model, apiKey, baseUrl, timeoutMs } = config.ai;
  if (!provider) return { mode: 'none' };
  const problems = aiConfigProblems(config.ai);
  if (problems.length > 0 || !model || !apiKey) throw new ConfigError(problems.join('\n'));
  return {
    mode: 'live',
    port: createAiSdkLanguageModel({ provider, model, apiKey, baseUrl, timeoutMs }),
  };
}

export type {
  DraftAnswer,
  DraftRequest,
  LanguageModelErrorKind,
  LanguageModelPort,
  TokenUsage,
} from './port.ts';
export { LanguageModelError } from './port.ts';
