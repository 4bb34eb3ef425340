import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Runs a form's action; when it fails, shows why under `field`: the failure's message (the
 * server's words), else `fallback`. Resolves whether the action succeeded.
 */
export async function showFailureUnder<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  field: Path<Values>,
  fallback: string,
  action: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    setError(field, { message: (error instanceof Error && error.message) || fallback });
    return false;
  }
}
