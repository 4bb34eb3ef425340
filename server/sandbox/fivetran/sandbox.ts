/**
 * The Fivetran sandbox (decision 032): the REAL client, its fetch wired in-process to the
 * fake Fivetran of vendor-fake.ts, on a made-up account, and the connect card page that
 * stands in for Fivetran's (connect-card.ts). Wired in by server/integrations/fivetran/index.ts
 * only, outside production and without Fivetran credentials.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SandboxScenario } from '../../config.ts';
import { FivetranClient } from '../../integrations/fivetran/client.ts';
import type { FivetranPort } from '../../integrations/fivetran/port.ts';
import { sandboxCardRoutes } from './connect-card.ts';
import { FivetranFake, type FakeState } from './vendor-fake.ts';

/** The sandbox's made-up account; its ids look fake on purpose. */
const SANDBOX_ACCOUNT = {
  apiKey: 'sandbox_key',
  apiSecret: 'sandbox_secret',
  groupId: 'sandbox_group',
  /** Never contacted: the client's fetch is the in-process fake. */
  apiUrl: 'https://api.fivetran.sandbox.example.com/v1',
} as const;

export interface FivetranSandboxOptions {
  /** Where the sandbox's connect card page lives (absolute URL). */
  cardUrl: string;
  /** Keep the sandbox's connections across restarts in this file (development). */
  stateFile?: string | undefined;
  scenario: SandboxScenario;
  /** Delay per call, drawn between min and max milliseconds. */
  latencyMs: { min: number; max: number };
}

export interface FivetranSandbox {
  port: FivetranPort;
  groupId: string;
  fake: FivetranFake;
  /** The connect card page (GET|POST PATHS.fivetranSandboxCard), to register. */
  pages: (app: FastifyInstance) => Promise<void>;
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

export function createFivetranSandbox(options: FivetranSandboxOptions): FivetranSandbox {
  const { min, max } = options.latencyMs;
  const { stateFile } = options;
  const fake = new FivetranFake({
    credentials: { apiKey: SANDBOX_ACCOUNT.apiKey, apiSecret: SANDBOX_ACCOUNT.apiSecret },
    groupIds: [SANDBOX_ACCOUNT.groupId],
    connectCardUrl: options.cardUrl,
    scenario: options.scenario,
    latencyMs: () => min + Math.round(Math.random() * (max - min)),
    initialState: stateFile ? readState(stateFile) : undefined,
    onChange: stateFile ? (state) => writeState(stateFile, state) : undefined,
  });
  return {
    groupId: SANDBOX_ACCOUNT.groupId,
    fake,
    port: new FivetranClient({
      baseUrl: SANDBOX_ACCOUNT.apiUrl,
      apiKey: SANDBOX_ACCOUNT.apiKey,
      apiSecret: SANDBOX_ACCOUNT.apiSecret,
      fetch: fake.fetch,
    }),
    pages: sandboxCardRoutes(fake),
  };
}
