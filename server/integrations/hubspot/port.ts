/**
 * The HubSpot port: what the product needs from the CRM. The real adapter (http-client.ts)
 * speaks HubSpot's CRM v3 API; tests run it against the contract fake
 * (server/testing/fakes/hubspot/fake-hubspot.ts). There is no sandbox: without a token the
 * contact module takes its "not configured" path (decision 005).
 */

/** HubSpot contact properties: every value is a string, and empty values are left out. */
export type HubSpotContactProperties = Readonly<Record<string, string>> & {
  readonly email: string;
};

export interface HubSpotUpsertResult {
  /** HubSpot's record id (hs_object_id). */
  id: string;
  /** True when HubSpot created the contact, false when it updated an existing one. */
  created: boolean;
}

export interface HubSpotCallOptions {
  /** Aborts the whole call, retries and waits included. */
  signal?: AbortSignal;
  /**
   * false: one request, no retry (a caller with someone waiting, and a background retry
   * behind it). Default true.
   */
  retry?: boolean;
}

export interface HubSpotContacts {
  /** Creates the contact, or updates the one with the same email. Safe to repeat. */
  upsertContact(
    properties: HubSpotContactProperties,
    options?: HubSpotCallOptions,
  ): Promise<HubSpotUpsertResult>;
}
