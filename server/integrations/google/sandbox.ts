/**
 * The Google sandbox (decision 041, integrations brief §6): the REAL OAuth and Ads
 * adapters, their fetch wired in-process to the fake Google of fake/vendor.ts, so parsing,
 * error mapping, retries and pagination are the production code paths. Only the consent
 * screen is ours: /api/google-ads/sandbox/authorize (modules/google-ads/sandbox-consent.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FetchLike } from '../vendor-http.ts';
import { createGoogleAdsClient, type GoogleAdsPort } from './ads.ts';
import { FAKE_CLIENT, createGoogleVendorFake, type GoogleVendorFake } from './fake/vendor.ts';
import { createGoogleOAuth, type GoogleOAuthPort } from './oauth.ts';

/** Fake hosts: never contacted (the fetch below never leaves the process). */
const SANDBOX_TOKEN_URL = 'https://oauth2.sandbox.invalid/token';
const SANDBOX_ADS_URL = 'https://googleads.sandbox.invalid';
export const SANDBOX_AUTHORIZE_PATH = '/api/google-ads/sandbox/authorize';

export interface GoogleSandboxOptions {
  publicSiteUrl: string;
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
      authUrl: `${options.publicSiteUrl}${SANDBOX_AUTHORIZE_PATH}`,
      tokenUrl: SANDBOX_TOKEN_URL,
      http: { fetch },
    }),
    ads: createGoogleAdsClient({
      apiUrl: SANDBOX_ADS_URL,
      apiVersion: options.apiVersion,
      developerToken: FAKE_CLIENT.developerToken,
      http: { fetch },
    }),
  };
}
