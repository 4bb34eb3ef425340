/**
 * A search box that filters as it is typed, without a request per keystroke: the search
 * runs once typing pauses for TYPING_PAUSE_MS, and Enter runs it at once (`flush`).
 */
import { useEffect, useMemo, useRef } from 'react';

/** How long typing pauses before a search box's term is searched. */
export const TYPING_PAUSE_MS = 300;

export interface Debounced<Args extends unknown[]> {
  /** Runs after `delayMs` without another call, with the last call's arguments. */
  schedule: (...args: Args) => void;
  /** Runs a waiting call now; nothing when none waits. */
  flush: () => void;
  /** Drops a waiting call. */
  cancel: () => void;
}

/**
 * `run` debounced. The call that runs is the component's latest `run`, so it sees the state
 * of the render it runs after; a call still waiting when the component unmounts is dropped.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  run: (...args: Args) => void,
  delayMs: number = TYPING_PAUSE_MS,
): Debounced<Args> {
  const latestRun = useRef(run);
  useEffect(() => {
    latestRun.current = run;
  });
  const waiting = useRef<{ args: Args; timer: ReturnType<typeof setTimeout> } | null>(null);
  const debounced = useMemo(() => {
    const cancel = () => {
      if (waiting.current) clearTimeout(waiting.current.timer);
      waiting.current = null;
    };
    const flush = () => {
      const call = waiting.current;
      cancel();
      if (call) latestRun.current(...call.args);
    };
    const schedule = (...args: Args) => {
      cancel();
      waiting.current = { args, timer: setTimeout(flush, delayMs) };
    };
    return { schedule, flush, cancel };
  }, [delayMs]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
