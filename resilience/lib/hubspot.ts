/**
 * The contract fake of HubSpot (server/testing/fakes/hubspot/fake-hubspot.ts) in the test
 * process, on a free localhost port, for server processes to sync to; stopped after the
 * test file. `serverEnv` points a server at it.
 */
import {
  startFakeHubSpot,
  type FakeHubSpot,
} from '../../server/testing/fakes/hubspot/fake-hubspot.ts';
import { HUBSPOT_CONTACTS_PATH } from '../../server/integrations/hubspot/http-client.ts';
import { cleanUpAfterFile } from './cleanup.ts';

const TOKEN = 'pat-resilience-test-token';

export interface LocalHubSpot {
  fake: FakeHubSpot;
  /** HUBSPOT_API_URL and HUBSPOT_ACCESS_TOKEN for a server process. */
  serverEnv: Record<string, string>;
  /** Upserts the fake answered 200 (stored the contact), per email (lower case). */
  upsertsByEmail(): Map<string, number>;
}

export async function startLocalHubSpot(): Promise<LocalHubSpot> {
  const fake = await startFakeHubSpot({ token: TOKEN });
  cleanUpAfterFile(() => fake.close());
  return {
    fake,
    serverEnv: { HUBSPOT_API_URL: fake.url, HUBSPOT_ACCESS_TOKEN: TOKEN },
    upsertsByEmail() {
      const counts = new Map<string, number>();
      for (const request of fake.requests) {
        if (request.path !== `${HUBSPOT_CONTACTS_PATH}/batch/upsert` || request.status !== 200)
          continue;
        const inputs = (request.body as { inputs?: { id?: string }[] } | undefined)?.inputs ?? [];
        for (const input of inputs) {
          const email = (input.id ?? '').toLowerCase();
          counts.set(email, (counts.get(email) ?? 0) + 1);
        }
      }
      return counts;
    },
  };
}
