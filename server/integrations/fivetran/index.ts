/**
 * Picks the Fivetran adapter from configuration (decision 005):
 *
 *   credentials set                         -> live: the real client against FIVETRAN_API_URL
 *   no credentials, NODE_ENV not production -> sandbox: the real client wired to the fake
 *                                              (server/sandbox/fivetran/; this file is the
 *                                              one outside it that may import it)
 *   no credentials, production              -> unavailable: the endpoints answer 503
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { createFivetranSandbox } from '../../sandbox/fivetran/sandbox.ts';
import { FivetranClient } from './client.ts';
import type { FivetranPort } from './port.ts';

export type FivetranSetup =
  | { mode: 'live'; port: FivetranPort; groupId: string }
  | {
      mode: 'sandbox';
      port: FivetranPort;
      groupId: string;
      /** The sandbox's connect card page, to register (its routes, sandbox mode only). */
      pages: (app: FastifyInstance) => Promise<void>;
    }
  | { mode: 'unavailable' };

export interface FivetranSetupOptions {
  /** Where the sandbox's connect card page lives (absolute URL). */
  sandboxCardUrl: string;
  /** Keep the sandbox's connections across restarts in this file (development). */
  sandboxStateFile?: string | undefined;
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

  const sandbox = createFivetranSandbox({
    cardUrl: options.sandboxCardUrl,
    stateFile: options.sandboxStateFile,
    scenario: config.sandbox.scenario,
    latencyMs: config.sandbox.latencyMs,
  });
  return { mode: 'sandbox', groupId: sandbox.groupId, port: sandbox.port, pages: sandbox.pages };
}
