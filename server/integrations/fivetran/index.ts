/**
 * Picks the Fivetran adapter from configuration (decision 005):
 *
 *   credentials set                         -> live: the real client against FIVETRAN_API_URL
 *   no credentials, NODE_ENV not production -> sandbox: the real client wired to the fake
 *   no credentials, production              -> unavailable: the endpoints answer 503
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { FivetranClient } from './client.ts';
import type { FivetranPort } from './port.ts';
import { FivetranFake, type FakeState } from './vendor-fake.ts';

export type FivetranSetup =
  | { mode: 'live'; port: FivetranPort; groupId: string }
  | { mode: 'sandbox'; port: FivetranPort; groupId: string; fake: FivetranFake }
  | { mode: 'unavailable' };

/** The sandbox's made-up account; its ids look fake on purpose. */
const SANDBOX_ACCOUNT = {
  apiKey: 'sandbox_key',
  apiSecret: 'sandbox_secret',
  groupId: 'sandbox_group',
  /** Never contacted: the client's fetch is the in-process fake. */
  apiUrl: 'https://api.fivetran.sandbox.example.com/v1',
} as const;

export interface FivetranSetupOptions {
  /** Where the sandbox's connect card page lives (absolute URL). */
  sandboxCardUrl: string;
  /** Keep the sandbox's connections across restarts in this file (development). */
  sandboxStateFile?: string | undefined;
}

function readState(file: string): FakeState | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FakeState;
  } catch {
    return undefined;
  }
}

function writeState(file: string, state: FakeState): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, JSON.stringify(state, null, 2));
  renameSync(temporary, file);
}

export function setUpFivetran(config: AppConfig, options: FivetranSetupOptions): FivetranSetup {
  const { credentials, apiUrl } = config.fivetran;
  if (credentials) {
    return {
      mode: 'live',
      groupId: credentials.groupId,
      port: new FivetranClient({
        baseUrl: apiUrl,
        apiKey: credentials.apiKey,
        apiSecret: credentials.apiSecret,
      }),
    };
  }
  if (config.env === 'production') return { mode: 'unavailable' };

  const { min, max } = config.sandbox.latencyMs;
  const stateFile = options.sandboxStateFile;
  const fake = new FivetranFake({
    credentials: { apiKey: SANDBOX_ACCOUNT.apiKey, apiSecret: SANDBOX_ACCOUNT.apiSecret },
    groupIds: [SANDBOX_ACCOUNT.groupId],
    connectCardUrl: options.sandboxCardUrl,
    scenario: config.sandbox.scenario,
    latencyMs: () => min + Math.round(Math.random() * (max - min)),
    initialState: stateFile ? readState(stateFile) : undefined,
    onChange: stateFile ? (state) => writeState(stateFile, state) : undefined,
  });
  return {
    mode: 'sandbox',
    groupId: SANDBOX_ACCOUNT.groupId,
    fake,
    port: new FivetranClient({
      baseUrl: SANDBOX_ACCOUNT.apiUrl,
      apiKey: SANDBOX_ACCOUNT.apiKey,
      apiSecret: SANDBOX_ACCOUNT.apiSecret,
      fetch: fake.fetch,
    }),
  };
}
