import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_PAUSE_MS, useDebouncedCallback } from './use-debounced-callback.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedCallback', () => {
  it('runs once, with the last arguments, when calls pause', () => {
    const run = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(run));
    result.current.schedule('a');
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
    result.current.schedule('ac');
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('ac');
  });

  it('runs a waiting call at once on flush, and never twice', () => {
    const run = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(run));
    result.current.flush();
    expect(run).not.toHaveBeenCalled();
    result.current.schedule('acme');
    result.current.flush();
    expect(run).toHaveBeenCalledWith('acme');
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('drops a waiting call on cancel and on unmount', () => {
    const run = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(run));
    result.current.schedule('a');
    result.current.cancel();
    result.current.schedule('b');
    unmount();
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs the latest render’s function', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ run }) => useDebouncedCallback(run), {
      initialProps: { run: first },
    });
    result.current.schedule('a');
    rerender({ run: second });
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('a');
  });
});
