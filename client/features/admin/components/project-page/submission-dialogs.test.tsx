/**
 * Two submissions compared: each difference carries its text label (Added, Changed, Removed)
 * and its own colour, and the dialog opens on only what changed.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WorkspaceSubmission } from '../../../../../common/admin/workspace-contract.ts';
import { PROJECT_PAGE_MESSAGES } from '../../../../../common/admin/messages.ts';
import { METRIC_FIELDS } from '../../../../../common/metrics/contract.ts';
import { CompareSubmissionsDialog } from './submission-dialogs.tsx';

function submission(fields: Partial<WorkspaceSubmission>): WorkspaceSubmission {
  return {
    ...(Object.fromEntries(Object.keys(METRIC_FIELDS).map((field) => [field, null])) as Record<
      keyof typeof METRIC_FIELDS,
      null
    >),
    id: 1,
    projectId: 3,
    userId: 7,
    submittedBy: 'Dana',
    submitterEmail: 'dana@acme.test',
    createdAt: '2026-05-02T10:00:00.000Z',
    trailingTwelveMonthRevenue: '4200000.00',
    ...fields,
  };
}

/** Acme's update: CAC changed, LTV lost, ROAS given for the first time; revenue alike. */
const older = submission({ industry: 'b2b', actualCac: '400.00', ltv: '2400.00' });
const newer = submission({
  id: 2,
  createdAt: '2026-05-09T10:00:00.000Z',
  industry: 'b2b',
  actualCac: '410.00',
  roas: '4.00',
});

function compare() {
  render(<CompareSubmissionsDialog open onOpenChange={() => {}} older={older} newer={newer} />);
  return screen.getByRole('dialog', { name: 'Compare submissions' });
}

const row = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('row', { name: new RegExp(`^${label} `) });

describe('CompareSubmissionsDialog', () => {
  it('opens on only what changed, each row labelled Added, Changed or Removed in its own colour', () => {
    const dialog = compare();
    const { fieldChange } = PROJECT_PAGE_MESSAGES;
    expect(dialog).toHaveTextContent(
      PROJECT_PAGE_MESSAGES.changedCount({ added: 1, changed: 1, removed: 1 }),
    );
    expect(within(dialog).getByLabelText(PROJECT_PAGE_MESSAGES.onlyChanged)).toBeChecked();
    // The header row and the three differences.
    expect(within(dialog).getAllByRole('row')).toHaveLength(4);

    const cac = row(dialog, 'Current CAC');
    const ltv = row(dialog, 'Customer LTV');
    const roas = row(dialog, 'Target ROAS');
    expect(cac).toHaveTextContent(`Current CAC ${fieldChange.changed}$400.00$410.00`);
    expect(ltv).toHaveTextContent(
      `Customer LTV ${fieldChange.removed}$2,400.00${PROJECT_PAGE_MESSAGES.notProvided}`,
    );
    expect(roas).toHaveTextContent(`Target ROAS ${fieldChange.added}`);
    // Not colour alone, but a colour of its own for each kind.
    const chips = [cac, ltv, roas].map((item) =>
      within(item).getByText(/^(Added|Changed|Removed)$/),
    );
    expect(new Set(chips.map((chip) => chip.className)).size).toBe(3);
    expect(new Set([cac, ltv, roas].map((item) => item.className)).size).toBe(3);
  });

  it('shows every field, the unchanged without a label, once asked to', async () => {
    const user = userEvent.setup();
    const dialog = compare();
    await user.click(within(dialog).getByLabelText(PROJECT_PAGE_MESSAGES.onlyChanged));
    expect(within(dialog).getAllByRole('row')).toHaveLength(Object.keys(METRIC_FIELDS).length + 1);
    const revenue = row(dialog, 'Annual Revenue');
    expect(revenue).toHaveTextContent('$4,200,000.00$4,200,000.00');
    expect(revenue).not.toHaveTextContent(/Added|Changed|Removed/);
  });
});
