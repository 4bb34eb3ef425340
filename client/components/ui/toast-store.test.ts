import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dismissToast, removeToast, toast, useToasts } from './toast-store.ts';

describe('toast store', () => {
  it('shows one toast at a time, newest first', () => {
    const { result } = renderHook(() => useToasts());
    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Second', variant: 'destructive' }));
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({
      title: 'Second',
      variant: 'destructive',
      open: true,
    });
  });

  it('updates, dismisses and removes a toast', () => {
    const { result } = renderHook(() => useToasts());
    let handle!: ReturnType<typeof toast>;
    act(() => void (handle = toast({ title: 'Saving' })));
    act(() => handle.update({ title: 'Saved' }));
    expect(result.current[0]?.title).toBe('Saved');
    act(() => dismissToast(handle.id));
    expect(result.current[0]?.open).toBe(false);
    act(() => removeToast(handle.id));
    expect(result.current).toHaveLength(0);
  });
});
