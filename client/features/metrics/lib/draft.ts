/**
 * The wizard's draft, kept in localStorage per user and project until it is saved, so
 * nothing typed is lost to a reload, a tab switch or a project switch.
 * Key: `metricsDraft:v1:{userId}:{projectId}`; value: `{ values, step, furthest }` (the
 * furthest step reached sets the time remaining; drafts kept before it start from the step).
 */
import {
  clampStep,
  emptyMetricsForm,
  type MetricsFormValues,
  type WizardPosition,
} from './wizard.ts';

export interface MetricsDraft extends WizardPosition {
  values: MetricsFormValues;
}

const PREFIX = 'metricsDraft:v1';

export function draftKey(userId: string, projectId: number): string {
  return `${PREFIX}:${userId}:${projectId}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the wizard still works, without a draft
  }
}

/** The stored draft merged over empty values (fields added later start empty), or empty. */
export function readDraft(key: string): MetricsDraft {
  const empty = { values: emptyMetricsForm(), step: 0, furthest: 0 };
  const text = storage()?.getItem(key);
  if (!text) return empty;
  try {
    const stored = JSON.parse(text) as Partial<MetricsDraft>;
    const values = { ...empty.values };
    for (const [field, value] of Object.entries(stored.values ?? {})) {
      if (!(field in values)) continue;
      if (field === 'competitors') {
        if (Array.isArray(value)) {
          values.competitors = value.map((item: Partial<MetricsFormValues['competitors'][0]>) => ({
            name: typeof item?.name === 'string' ? item.name : '',
            website: typeof item?.website === 'string' ? item.website : '',
          }));
        }
      } else if (typeof value === 'string') {
        (values as unknown as Record<string, string>)[field] = value;
      }
    }
    const step = clampStep(stored.step);
    return { values, step, furthest: Math.max(step, clampStep(stored.furthest)) };
  } catch {
    return empty;
  }
}

/** Whether an unsaved draft is kept for the key. */
export function hasDraft(key: string): boolean {
  return (storage()?.getItem(key) ?? null) !== null;
}

function isEmpty(draft: MetricsDraft): boolean {
  if (draft.furthest !== 0) return false;
  return Object.values(draft.values).every((value) =>
    Array.isArray(value) ? value.length === 0 : value === '',
  );
}

/** Stores the draft; an untouched form leaves nothing behind. */
export function writeDraft(key: string, draft: MetricsDraft): void {
  const store = storage();
  if (!store) return;
  try {
    if (isEmpty(draft)) store.removeItem(key);
    else store.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota exceeded: keep working; the form still holds the values.
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(key);
}
