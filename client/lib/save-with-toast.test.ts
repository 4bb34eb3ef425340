import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAVE_MESSAGES } from '../../common/shared/messages.ts';
import { NOTE_MESSAGES } from '../../common/notes/messages.ts';
import { useToasts } from '../components/ui/toast-store.ts';
import { saveWithToast } from './save-with-toast.ts';

describe('saveWithToast', () => {
  it('shows the saved title and resolves true when the save succeeds', async () => {
    const { result } = renderHook(() => useToasts());
    let saved: boolean | undefined;
    await act(async () => {
      saved = await saveWithToast(() => Promise.resolve({ id: 1 }), NOTE_MESSAGES.noteSaved);
    });
    expect(saved).toBe(true);
    expect(result.current[0]).toMatchObject({ title: NOTE_MESSAGES.noteSaved, open: true });
    expect(result.current[0]?.variant).toBeUndefined();
  });

  it("shows 'Error' with the failure's message and resolves false when it fails", async () => {
    const { result } = renderHook(() => useToasts());
    let saved: boolean | undefined;
    await act(async () => {
      saved = await saveWithToast(
        () => Promise.reject(new Error('Database unavailable')),
        NOTE_MESSAGES.noteSaved,
      );
    });
    expect(saved).toBe(false);
    expect(result.current[0]).toMatchObject({
      title: SAVE_MESSAGES.errorTitle,
      description: 'Database unavailable',
      variant: 'destructive',
    });
  });
});
