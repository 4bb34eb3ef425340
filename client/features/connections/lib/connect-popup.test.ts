import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_POPUP } from '../../../../common/connections/constants.ts';
import { CONNECTION_MESSAGES } from '../../../../common/connections/messages.ts';
import { connectThroughPopup, ConnectFlowError } from './connect-popup.ts';

const ORIGIN = 'http://localhost:3000';
const CARD = {
  connectCardUrl: 'https://fivetran.com/connect-card/setup?auth=abc',
  connectorId: 'speak_inexpensive',
};

/** A stand-in for the browser window: opens a fake popup and delivers messages to listeners. */
function fakeWindow({ blocked = false } = {}) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    location: { href: 'about:blank' },
    document: { title: '', body: { style: {} as Record<string, string>, textContent: '' } },
  };
  const opener = {
    location: { origin: ORIGIN },
    screenX: 0,
    screenY: 0,
    outerWidth: 1600,
    outerHeight: 1000,
    open: vi.fn(() => (blocked ? null : popup)),
    setInterval: (handler: () => void, ms: number) => setInterval(handler, ms),
    clearInterval: (id: number) => clearInterval(id),
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
  };
  const post = (data: unknown, origin = ORIGIN, source: unknown = popup) => {
    for (const listener of [...listeners]) listener({ data, origin, source } as MessageEvent);
  };
  return { opener: opener as unknown as Window, popup, post, listeners, open: opener.open };
}

/** Runs the flow and lets the connector request resolve. */
async function start(fake: ReturnType<typeof fakeWindow>, request = () => Promise.resolve(CARD)) {
  const outcome = connectThroughPopup({ window: fake.opener, requestConnector: request });
  const settled = outcome.then(
    (value) => ({ value, error: null }),
    (error: unknown) => ({ value: null, error: error as Error }),
  );
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connectThroughPopup', () => {
  it('opens a 1000x800 popup first, then sends it to the connect card', async () => {
    const fake = fakeWindow();
    const request = vi.fn(() => Promise.resolve(CARD));
    void start(fake, request);
    await vi.advanceTimersByTimeAsync(0);

    expect(fake.open).toHaveBeenCalledWith(
      'about:blank',
      expect.any(String),
      expect.stringContaining(`width=${CONNECT_POPUP.width},height=${CONNECT_POPUP.height}`),
    );
    expect(request).toHaveBeenCalledOnce();
    expect(fake.popup.location.href).toBe(CARD.connectCardUrl);
    expect(fake.listeners.size).toBe(1);
  });

  it('succeeds on the fivetran-success message from its popup, on its origin', async () => {
    const fake = fakeWindow();
    const settled = start(fake);
    await vi.advanceTimersByTimeAsync(0);

    // Not ours: another origin, another window, another connector, another type.
    fake.post({ type: 'fivetran-success', connectorId: CARD.connectorId }, 'https://evil.example');
    fake.post({ type: 'fivetran-success', connectorId: CARD.connectorId }, ORIGIN, {});
    fake.post({ type: 'fivetran-success', connectorId: 'someone_else' });
    fake.post({ type: 'something', connectorId: CARD.connectorId });
    await vi.advanceTimersByTimeAsync(CONNECT_POPUP.pollMs * 2);
    expect(fake.listeners.size).toBe(1);

    fake.post({ type: 'fivetran-success', connectorId: CARD.connectorId });
    expect(await settled).toEqual({ value: { connectorId: CARD.connectorId }, error: null });
    expect(fake.listeners.size).toBe(0);
  });

  it('fails with the popup-blocked message when the browser refuses the popup', async () => {
    const fake = fakeWindow({ blocked: true });
    const request = vi.fn(() => Promise.resolve(CARD));
    const { error } = await start(fake, request);
    expect(error).toBeInstanceOf(ConnectFlowError);
    expect(error?.message).toBe('Popup blocked. Please allow popups for this site.');
    expect(request).not.toHaveBeenCalled();
  });

  it('closes the popup and passes the error on when the connector request fails', async () => {
    const fake = fakeWindow();
    const failure = new Error('Viewers can read this project but not change it.');
    const { error } = await start(fake, () => Promise.reject(failure));
    expect(error).toBe(failure);
    expect(fake.popup.close).toHaveBeenCalled();
  });

  it('is cancelled when the popup closes without the success message (polled every 500 ms)', async () => {
    const fake = fakeWindow();
    const settled = start(fake);
    let done = false;
    void settled.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);

    fake.popup.closed = true;
    await vi.advanceTimersByTimeAsync(CONNECT_POPUP.pollMs - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    const { error } = await settled;
    expect(error?.message).toBe(CONNECTION_MESSAGES.cancelled);
    expect(error?.message).toBe('Connection setup was cancelled or incomplete');
    expect(fake.listeners.size).toBe(0);
  });

  it('still succeeds when the message lands just after the popup was seen closed', async () => {
    const fake = fakeWindow();
    const settled = start(fake);
    await vi.advanceTimersByTimeAsync(0);
    fake.popup.closed = true;
    await vi.advanceTimersByTimeAsync(CONNECT_POPUP.pollMs);
    fake.post({ type: 'fivetran-success', connectorId: CARD.connectorId });
    expect((await settled).value).toEqual({ connectorId: CARD.connectorId });
  });

  it('gives up after 10 minutes, closing the popup', async () => {
    const fake = fakeWindow();
    const settled = start(fake);
    await vi.advanceTimersByTimeAsync(CONNECT_POPUP.timeoutMs - 1000);
    expect(fake.popup.close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    const { error } = await settled;
    expect(error?.message).toBe('Connection timeout - please try again');
    expect(fake.popup.close).toHaveBeenCalled();
    expect(CONNECT_POPUP.timeoutMs).toBe(600_000);
  });

  it('shows the error the callback page reports', async () => {
    const fake = fakeWindow();
    const settled = start(fake);
    await vi.advanceTimersByTimeAsync(0);
    fake.post({
      type: 'fivetran-error',
      connectorId: CARD.connectorId,
      message: 'Fivetran is down',
    });
    expect((await settled).error?.message).toBe('Fivetran is down');
  });

  it('is cancelled when the popup was closed while the card was being prepared', async () => {
    const fake = fakeWindow();
    const { error } = await start(fake, async () => {
      fake.popup.closed = true;
      return CARD;
    });
    expect(error?.message).toBe(CONNECTION_MESSAGES.cancelled);
    expect(fake.popup.location.href).toBe('about:blank');
  });
});
