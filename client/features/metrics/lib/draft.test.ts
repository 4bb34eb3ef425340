import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft.ts';
import { emptyMetricsForm } from './wizard.ts';

afterEach(() => localStorage.clear());

describe('metrics draft', () => {
  it('is kept per user and project', () => {
    const a = draftKey('user-1', 3);
    const b = draftKey('user-1', 4);
    const c = draftKey('user-2', 3);
    expect(new Set([a, b, c]).size).toBe(3);
    writeDraft(a, {
      values: { ...emptyMetricsForm(), customerSegments: 'SMB' },
      step: 1,
      furthest: 3,
    });
    expect(readDraft(a)).toEqual({
      values: { ...emptyMetricsForm(), customerSegments: 'SMB' },
      step: 1,
      furthest: 3,
    });
    expect(readDraft(b)).toEqual({ values: emptyMetricsForm(), step: 0, furthest: 0 });
    expect(readDraft(c)).toEqual({ values: emptyMetricsForm(), step: 0, furthest: 0 });
  });

  it('leaves nothing behind for an untouched form, and clears on request', () => {
    const key = draftKey('u', 1);
    writeDraft(key, { values: emptyMetricsForm(), step: 0, furthest: 0 });
    expect(localStorage.getItem(key)).toBeNull();
    // Back on step 1 after reaching step 2: the time already advanced is kept.
    writeDraft(key, { values: emptyMetricsForm(), step: 0, furthest: 1 });
    expect(localStorage.getItem(key)).not.toBeNull();
    clearDraft(key);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('survives damaged or older drafts', () => {
    const key = draftKey('u', 1);
    localStorage.setItem(key, '{not json');
    expect(readDraft(key)).toEqual({ values: emptyMetricsForm(), step: 0, furthest: 0 });
    localStorage.setItem(
      key,
      JSON.stringify({
        values: {
          techStack: 'HubSpot',
          retired: 'x',
          marketingTeamSize: 5,
          competitors: [{ name: 'Acme' }, null],
        },
        step: 9,
      }),
    );
    expect(readDraft(key)).toEqual({
      values: {
        ...emptyMetricsForm(),
        techStack: 'HubSpot',
        competitors: [
          { name: 'Acme', website: '' },
          { name: '', website: '' },
        ],
      },
      // A draft kept before the furthest step was: it has reached the step it is on.
      step: 3,
      furthest: 3,
    });
  });
});
