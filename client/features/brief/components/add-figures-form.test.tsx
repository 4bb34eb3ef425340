/**
 * The brief's form for the figures the wizard does not ask of the industry: offered only for
 * the missing LTV or churn, when current CAC is given and the industry is not b2c; it hands
 * on a patch of what was typed, nothing else.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  METRIC_FIELDS,
  metricsRecordSchema,
  type MetricsRecord,
} from '../../../../common/metrics/contract.ts';
import { METRICS_MESSAGES } from '../../../../common/metrics/messages.ts';
import { AddFiguresForm } from './add-figures-form.tsx';

const title = METRICS_MESSAGES.addFiguresTitle;

/** Acme's latest submission (b2b, current CAC given) unless overridden. */
function submission(overrides: Partial<MetricsRecord> = {}): MetricsRecord {
  return metricsRecordSchema.parse({
    ...Object.fromEntries(Object.keys(METRIC_FIELDS).map((field) => [field, null])),
    id: 1,
    projectId: 3,
    userId: 7,
    submittedBy: 'Dana',
    createdAt: '2026-05-02T10:00:00.000Z',
    industry: 'b2b',
    trailingTwelveMonthRevenue: '4200000.00',
    actualCac: '410.00',
    ...overrides,
  });
}

function renderForm(overrides: Partial<MetricsRecord> = {}) {
  const onSave = vi.fn(() => Promise.resolve());
  const view = render(<AddFiguresForm submission={submission(overrides)} onSave={onSave} />);
  return { onSave, ...view };
}

describe('AddFiguresForm', () => {
  it('asks a b2b client for both LTV and monthly churn when both are missing', () => {
    renderForm();
    const form = screen.getByRole('region', { name: title({ ltv: true, churnRate: true }) });
    expect(form).toHaveTextContent('Add customer LTV and monthly churn to see LTV:CAC and payback');
    expect(within(form).getByLabelText('Customer LTV ($)')).toBeVisible();
    expect(within(form).getByLabelText('Monthly Churn Rate (%)')).toBeVisible();
  });

  it('asks only for the one that is missing, with the wording to match', () => {
    const onlyChurn = renderForm({ ltv: '2400.00' });
    const churn = screen.getByRole('region', { name: 'Add monthly churn to see payback' });
    expect(within(churn).queryByLabelText('Customer LTV ($)')).not.toBeInTheDocument();
    expect(within(churn).getByLabelText('Monthly Churn Rate (%)')).toBeVisible();
    onlyChurn.unmount();

    renderForm({ industry: 'healthcare', churnRate: '2.50' });
    const ltv = screen.getByRole('region', {
      name: 'Add customer LTV to see LTV:CAC and payback',
    });
    expect(within(ltv).getByLabelText('Customer LTV ($)')).toBeVisible();
    expect(within(ltv).queryByLabelText('Monthly Churn Rate (%)')).not.toBeInTheDocument();
  });

  it.each([
    ['b2c, whose wizard asks both', { industry: 'b2c' as const }],
    ['both already given', { ltv: '2400.00', churnRate: '2.50' }],
    ['no current CAC, which both figures need', { actualCac: null }],
  ])('is not shown with %s', (_, overrides) => {
    const { container } = renderForm(overrides);
    expect(container).toBeEmptyDOMElement();
  });

  it('hands on a patch of exactly the values typed', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await user.type(screen.getByLabelText('Customer LTV ($)'), '2400');
    await user.click(screen.getByRole('button', { name: METRICS_MESSAGES.addFiguresSave }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ ltv: '2400' });
  });

  it('says what is wrong and saves nothing for an empty or out-of-range value', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    const save = screen.getByRole('button', { name: METRICS_MESSAGES.addFiguresSave });
    await user.click(save);
    expect(await screen.findByText(METRICS_MESSAGES.addFiguresEmpty)).toBeVisible();
    await user.type(screen.getByLabelText('Monthly Churn Rate (%)'), '150');
    await user.click(save);
    expect(await screen.findByText('Monthly Churn Rate must be at most 100')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });
});
