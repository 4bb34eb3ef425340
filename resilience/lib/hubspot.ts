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
  /** The properties each of those upserts sent (JSON), per email (lower case). */
  upsertedPropertiesByEmail(): Map<string, string[]>;
}

export async function startLocalHubSpot(): Promise<LocalHubSpot> {
  const fake = await startFakeHubSpot({ token: TOKEN });
  cleanUpAfterFile(() => fake.close());
  function upserts() {
    const byEmail = new Map<string, string[]>();
    for (const request of fake.requests) {
      if (request.path !== `${HUBSPOT_CONTACTS_PATH}/batch/upsert` || request.status !== 200)
        continue;
      const body = request.body as { inputs?: { id?: string; properties?: unknown }[] } | undefined;
      for (const input of body?.inputs ?? []) {
        const email = (input.id ?? '').toLowerCase();
        byEmail.set(email, [...(byEmail.get(email) ?? []), JSON.stringify(input.properties)]);
      }
    }
    return byEmail;
  }
  return {
    fake,
    serverEnv: { HUBSPOT_API_URL: fake.url, HUBSPOT_ACCESS_TOKEN: TOKEN },
    upsertsByEmail() {
      const counts = new Map<string, number>();
      for (const [email, sent] of upserts()) counts.set(email, sent.length);
      return counts;
    },
    upsertedPropertiesByEmail: upserts,
  };
}
