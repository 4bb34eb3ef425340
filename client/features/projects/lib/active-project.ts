/**
 * The active-project rules (docs/product.md#states), as pure functions:
 * on load, if none is selected and the project list is not empty, the saved id from local
 * storage is used if it is still in the list, otherwise the first project. Selecting one
 * changes it; setting it to null removes the stored value.
 */
import { ACTIVE_PROJECT_STORAGE_KEY } from '../../../../common/projects/constants.ts';

export function readStoredProjectId(
  storage: Storage | undefined = globalThis.localStorage,
): number | null {
  try {
    const raw = storage?.getItem(ACTIVE_PROJECT_STORAGE_KEY);
    if (!raw) return null;
    const id = Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    // Storage can be unavailable (privacy mode): behave as if nothing was saved.
    return null;
  }
}

export function writeStoredProjectId(
  id: number | null,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    if (id === null) storage?.removeItem(ACTIVE_PROJECT_STORAGE_KEY);
    else storage?.setItem(ACTIVE_PROJECT_STORAGE_KEY, String(id));
  } catch {
    // Not persisted; the choice still holds for this page.
  }
}

/**
 * The project to work on: the selected one while it is in the list; otherwise (none
 * selected, or the selected one is no longer the user's) the stored one if it is in the
 * list, else the first; null for an empty list.
 */
export function resolveActiveProjectId(
  projects: readonly { id: number }[],
  selectedId: number | null,
  storedId: number | null,
): number | null {
  const has = (id: number | null) => id !== null && projects.some((project) => project.id === id);
  if (has(selectedId)) return selectedId;
  if (has(storedId)) return storedId;
  return projects[0]?.id ?? null;
}
