/**
 * A fake backend for component tests: answers fetch() by method and path from a table,
 * records every call, and fails loudly on an unexpected request.
 */
import { vi } from 'vitest';

export type MockAnswer =
  | { status?: number; body?: unknown }
  | ((init: RequestInit | undefined) => { status?: number; body?: unknown });

export function mockApi(routes: Record<string, MockAnswer>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path =
      typeof input === 'string'
        ? input
        : input instanceof URL
          ? input.pathname + input.search
          : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, path, body: init?.body ? JSON.parse(init.body as string) : undefined });
    const answer = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0]}`];
    if (!answer) throw new Error(`Unexpected request: ${method} ${path}`);
    const { status = 200, body = null } = typeof answer === 'function' ? answer(init) : answer;
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
