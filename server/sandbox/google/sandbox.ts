/**
 * The Google sandbox (decision 041, docs/integrations.md#sandboxes): the REAL OAuth and Ads
 * adapters, their fetch wired in-process to the fake Google of vendor-fake.ts, so parsing,
 * error mapping, retries and pagination are the production code paths. Only the consent
 * screen is ours (modules/google-ads/sandbox-consent.ts, at `authUrl`): `consent` is what it
 * needs of the fake. Wired in by server/integrations/google/index.ts only.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createGoogleAdsClient, type GoogleAdsPort } from '../../integrations/google/ads.ts';
import { createGoogleOAuth, type GoogleOAuthPort } from '../../integrations/google/oauth.ts';
import type { FetchLike } from '../../integrations/vendor-http.ts';
import { sandboxDataset, type FakeGoogleUser } from './dataset.ts';
import {
  FAKE_CLIENT,
  createGoogleVendorFake,
  fakeCode,
  type GoogleVendorFake,
} from './vendor-fake.ts';

/** Fake hosts: never contacted (the fetch below never leaves the process). */
const SANDBOX_TOKEN_URL = 'https://oauth2.sandbox.invalid/token';
const SANDBOX_ADS_URL = 'https://googleads.sandbox.invalid';

export interface GoogleSandboxOptions {
  /** The sandbox's consent page, where the OAuth start sends the browser (absolute URL). */
  authUrl: string;
  apiVersion: string;
  scenario: string;
  /** Fixed latency per call; null = 150-400 ms of jitter. */
  /** Delay per call, drawn between min and max milliseconds. */
  latencyMs: { min: number; max: number };
}

export interface GoogleSandbox {
  oauth: GoogleOAuthPort;
  ads: GoogleAdsPort;
  fake: GoogleVendorFake;
  /** What the consent page shows and answers: the fake's client, its users, a code for one. */
  consent: {
    clientId: string;
    users: readonly FakeGoogleUser[];
    codeFor(userKey: string): string;
  };
}

function withLatency(fetch: FetchLike, latencyMs: { min: number; max: number }): FetchLike {
  return async (input, init) => {
    const delay = latencyMs.min + Math.floor(Math.random() * (latencyMs.max - latencyMs.min));
    // Like a slow network: the client's time limit cuts the wait short.
    await sleep(delay, undefined, { signal: init?.signal ?? undefined });
    return fetch(input, init);
  };
}

export function createGoogleSandbox(options: GoogleSandboxOptions): GoogleSandbox {
  const fake = createGoogleVendorFake({ scenario: options.scenario });
  const fetch = withLatency(fake.fetch, options.latencyMs);
  return {
    fake,
    oauth: createGoogleOAuth({
      clientId: FAKE_CLIENT.clientId,
      clientSecret: FAKE_CLIENT.clientSecret,
      authUrl: options.authUrl,
      tokenUrl: SANDBOX_TOKEN_URL,
      http: { fetch },
    }),
    ads: createGoogleAdsClient({
      apiUrl: SANDBOX_ADS_URL,
      apiVersion: options.apiVersion,
      developerToken: FAKE_CLIENT.developerToken,
      http: { fetch },
    }),
    consent: { clientId: FAKE_CLIENT.clientId, users: sandboxDataset().users, codeFor: fakeCode },
  };
}
