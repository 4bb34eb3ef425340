/**
 * Saving portal data (docs/product.md#errors): runs the save, then shows its toast, the given title
 * when it succeeded, "Error" with the failure's message when it did not. Resolves true when
 * saved, so the caller can go on (close the form, reset the wizard).
 */
import { SAVE_MESSAGES } from '../../common/shared/messages.ts';
import { toast } from '../components/ui/toast-store.ts';

export async function saveWithToast(
  save: () => Promise<unknown>,
  savedTitle: string,
): Promise<boolean> {
  try {
    await save();
  } catch (error) {
    toast({
      title: SAVE_MESSAGES.errorTitle,
      description: error instanceof Error ? error.message : String(error),
      variant: 'destructive',
    });
    return false;
  }
  toast({ title: savedTitle });
  return true;
}
