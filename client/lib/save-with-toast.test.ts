import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DATA_MESSAGES } from '../../common/messages.ts';
import { useToasts } from '../components/ui/toast-store.ts';
import { saveWithToast } from './save-with-toast.ts';

describe('saveWithToast', () => {
  it('shows the saved title and resolves true when the save succeeds', async () => {
    const { result } = renderHook(() => useToasts());
    let saved: boolean | undefined;
    await act(async () => {
      saved = await saveWithToast(() => Promise.resolve({ id: 1 }), DATA_MESSAGES.noteSaved);
    });
    expect(saved).toBe(true);
    expect(result.current[0]).toMatchObject({ title: DATA_MESSAGES.noteSaved, open: true });
    expect(result.current[0]?.variant).toBeUndefined();
  });

  it("shows 'Error' with the failure's message and resolves false when it fails", async () => {
    const { result } = renderHook(() => useToasts());
    let saved: boolean | undefined;
    await act(async () => {
      saved = await saveWithToast(
        () => Promise.reject(new Error('Database unavailable')),
        DATA_MESSAGES.noteSaved,
      );
    });
    expect(saved).toBe(false);
    expect(result.current[0]).toMatchObject({
      title: DATA_MESSAGES.errorTitle,
      description: 'Database unavailable',
      variant: 'destructive',
    });
  });
});
