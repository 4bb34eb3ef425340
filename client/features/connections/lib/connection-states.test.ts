import { describe, expect, it } from 'vitest';
import type { ConnectorStatus } from '../../../../common/connections/contract.ts';
import { browseState, warehouseState } from './connection-states.ts';

const connector = (fields: Partial<ConnectorStatus> = {}): ConnectorStatus => ({
  platform: 'google',
  connectorId: 'c1',
  connected: true,
  paused: false,
  setupState: 'connected',
  syncState: 'scheduled',
  lastSyncAt: null,
  ...fields,
});
const member = { loading: false, hasProject: true };

describe('warehouseState', () => {
  it("keeps the badge's two words and says why beside them", () => {
    expect(warehouseState(undefined, member)).toEqual({
      state: 'Not Connected',
      tone: 'off',
      detail: null,
    });
    expect(warehouseState(connector(), member)).toEqual({
      state: 'Connected',
      tone: 'on',
      detail: 'No sync yet',
    });
    const at = '2026-03-02T10:15:00Z';
    // "Dec 7, 2026, 2:05 PM" in the reader's time zone (docs/product.md#formats).
    const lastSync = /^Last sync Mar 2, 2026, \d{1,2}:\d{2} [AP]M$/;
    expect(warehouseState(connector({ lastSyncAt: at }), member).detail).toMatch(lastSync);
    expect(
      warehouseState(connector({ connected: false, paused: true, lastSyncAt: at }), member),
    ).toMatchObject({ state: 'Not Connected', tone: 'off' });
    expect(
      warehouseState(connector({ connected: false, paused: true, lastSyncAt: at }), member).detail,
    ).toMatch(/^Paused · Last sync Mar 2, 2026, /);
    expect(
      warehouseState(connector({ connected: false, setupState: 'broken' }), member).detail,
    ).toBe('Needs reconnecting');
    expect(
      warehouseState(
        connector({ connected: false, setupState: 'incomplete', paused: true }),
        member,
      ).detail,
    ).toBe('Setup not finished');
  });

  it('asks for a project first, and says it is checking while the list loads', () => {
    expect(warehouseState(undefined, { loading: false, hasProject: false }).state).toBe(
      'Select a project first',
    );
    expect(warehouseState(undefined, { loading: true, hasProject: true })).toMatchObject({
      state: 'Checking',
      tone: 'busy',
    });
  });
});

describe('browseState', () => {
  it('names the Google account that granted access', () => {
    const grant = { connected: true, sandbox: false, googleEmail: 'a@b.test', connectedAt: null };
    expect(browseState(grant, { loading: false })).toEqual({
      state: 'Connected',
      tone: 'on',
      detail: 'Connected as a@b.test',
    });
    expect(browseState({ ...grant, connected: false }, { loading: false }).state).toBe(
      'Not Connected',
    );
    expect(browseState(undefined, { loading: true }).tone).toBe('busy');
  });
});
