/**
 * Picking the language model from configuration (docs/integrations.md#language-models): none
 * without AI_PROVIDER, the adapter with it; a provider without its model, key or (compatible
 * servers) address stops start-up with one readable line per missing variable, the key never
 * printed.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { setUpLanguageModel } from './index.ts';

const KEY = 'sk-config-test-key-77aa01';

describe('setUpLanguageModel', () => {
  it('is none without AI_PROVIDER, even with a key and a model set', () => {
    const config = loadConfig({ AI_MODEL: 'gpt-4.1', AI_API_KEY: KEY });
    expect(setUpLanguageModel(config)).toEqual({ mode: 'none' });
  });

  it('is live with the provider, model and key, and reads the AI_ defaults', () => {
    const config = loadConfig({
      AI_PROVIDER: 'anthropic',
      AI_MODEL: 'claude-sonnet-4-5',
      AI_API_KEY: KEY,
    });
    expect(config.ai).toEqual({
      provider: 'anthropic',
      model: 'claude-sonnet-4-5',
      apiKey: KEY,
      baseUrl: null,
      timeoutMs: 60_000,
      dailyCallsPerProject: 20,
      defaultEnabled: false,
    });
    const setup = setUpLanguageModel(config);
    expect(setup.mode).toBe('live');
    expect(setup.mode === 'live' && setup.port).toMatchObject({
      provider: 'anthropic',
      modelId: 'claude-sonnet-4-5',
    });
  });

  it('refuses a provider without its model and key, naming each', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(
      new ConfigError(
        [
          'Invalid environment variable AI_MODEL="": is required when AI_PROVIDER is set (AI_PROVIDER=openai): the model\'s id, e.g. gpt-4.1',
          'Invalid environment variable AI_API_KEY="": is required when AI_PROVIDER is set (AI_PROVIDER=openai): the provider\'s API key',
        ].join('\n'),
      ),
    );
    expect(() =>
      setUpLanguageModel({
        ai: { ...loadConfig({}).ai, provider: 'openai', model: 'gpt-4.1' },
      }),
    ).toThrow(/^Invalid environment variable AI_API_KEY="": is required/);
  });

  it('refuses an OpenAI-compatible provider without its address', () => {
    expect(() =>
      loadConfig({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama-3.3', AI_API_KEY: KEY }),
    ).toThrow(/^Invalid environment variable AI_BASE_URL="": is required .*http:\/\/localhost/);
  });

  it('never prints the key of a bad setting', () => {
    const error = (() => {
      try {
        loadConfig({ AI_PROVIDER: 'mistral', AI_API_KEY: ' ' });
      } catch (caught) {
        return caught as Error;
      }
      return null;
    })();
    expect(error?.message).toBe(
      [
        'Invalid environment variable AI_PROVIDER="mistral": must be one of openai, anthropic, openai-compatible',
        'Invalid environment variable AI_API_KEY=(hidden): Too small: expected string to have >=1 characters',
      ].join('\n'),
    );
  });
});
