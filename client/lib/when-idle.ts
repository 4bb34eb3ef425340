/** Runs `callback` once the browser is idle (within `timeoutMs` at the latest). */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}
