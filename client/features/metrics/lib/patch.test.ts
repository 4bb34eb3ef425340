import { describe, expect, it } from 'vitest';
import {
  METRIC_FIELDS,
  metricsFormSchema,
  metricsRecordSchema,
  type MetricsRecord,
} from '../../../../common/metrics/contract.ts';
import { formPatch, removedValues } from './patch.ts';
import { formValuesOf, visibleValues, type MetricsFormValues } from './wizard.ts';

/** Acme's earlier submission (b2b): LTV, churn and conversion rate came in by the API. */
const acme: MetricsRecord = metricsRecordSchema.parse({
  ...Object.fromEntries(Object.keys(METRIC_FIELDS).map((field) => [field, null])),
  id: 1,
  projectId: 3,
  userId: 7,
  submittedBy: 'Dana',
  createdAt: '2026-05-02T10:00:00.000Z',
  industry: 'b2b',
  trailingTwelveMonthRevenue: '4200000.00',
  targetCac: '350.00',
  actualCac: '400.00',
  ltv: '2400.00',
  churnRate: '2.50',
  conversionRate: '3.10',
  techStack: 'HubSpot',
  competitors: [{ name: 'Globex' }],
});

/** What a save sends for these form values (as the wizard's resolver parses them). */
function patchOf(values: MetricsFormValues) {
  return formPatch(values, metricsFormSchema.parse(visibleValues(values)));
}

describe('the patch a save sends', () => {
  it('sends every field the form shows and leaves out what it does not show', () => {
    const patch = patchOf({ ...formValuesOf(acme), actualCac: '410' });
    expect(patch).toMatchObject({ industry: 'b2b', actualCac: '410', techStack: 'HubSpot' });
    // Not shown for b2b (LTV, churn) or never asked (conversion rate): the server keeps them.
    for (const field of ['ltv', 'churnRate', 'roas', 'averageDealSize', 'conversionRate']) {
      expect(patch).not.toHaveProperty(field);
    }
    // Shown but empty: cleared, which changes nothing that was empty before.
    expect(patch).toHaveProperty('leadToMqlRate', null);
  });

  it('sends an emptied field as null, blanks and an emptied list included', () => {
    const patch = patchOf({
      ...formValuesOf(acme),
      techStack: '   ',
      targetCac: '',
      competitors: [],
    });
    expect(patch).toMatchObject({ techStack: null, targetCac: null, competitors: null });
  });
});

describe('the values a save removes', () => {
  it('lists the earlier values the client emptied, with their labels and old values', () => {
    const values = { ...formValuesOf(acme), techStack: '', targetCac: ' ', competitors: [] };
    expect(removedValues(acme, values)).toEqual([
      { field: 'competitors', label: 'Competitors', text: 'Globex' },
      { field: 'targetCac', label: 'Target CAC', text: '$350.00' },
      { field: 'techStack', label: 'Key Marketing Tools', text: 'HubSpot' },
    ]);
  });

  it('lists nothing for values kept, fields the industry hides, or a first submission', () => {
    const values = formValuesOf(acme);
    expect(removedValues(acme, values)).toEqual([]);
    // Step 2 for b2b has no LTV: an empty LTV input there removes nothing.
    expect(removedValues(acme, { ...values, ltv: '', churnRate: '' })).toEqual([]);
    expect(removedValues(undefined, { ...values, techStack: '' })).toEqual([]);
  });
});
