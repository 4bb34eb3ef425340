/**
 * The stage card of the firm's project page: the current stage and the move while the
 * engagement runs; "Closed" with its day, no stage and no move once it is closed (decision 101).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminStage } from '../../../../common/stages/contract.ts';
import { STAGE_MESSAGES as M } from '../../../../common/stages/messages.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { AdminStageCard } from './admin-stage-card.tsx';

const firstStage: AdminStage = {
  stage: 'initial_data_collection',
  since: null,
  message: null,
  reportDueAt: null,
  reportPublishedAt: null,
  history: [],
};

function card(closedAt: string | null) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminStageCard projectId={3} stage={firstStage} closedAt={closedAt} canMove />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('region', { name: M.title }));
}

describe("the firm's stage card", () => {
  it('marks the current stage and offers the move while the engagement runs', () => {
    const region = card(null);
    expect(region.getByRole('list', { name: M.stagesLabel })).toHaveTextContent(`(${M.current})`);
    expect(region.getByRole('button', { name: M.move })).toBeInTheDocument();
    expect(region.getByText(M.noHistory)).toBeInTheDocument();
  });

  it('says Closed with the day, and shows no current stage and no move, once closed', () => {
    const region = card('2026-12-07T12:00:00.000Z');
    expect(region.getByText(M.closedOn('December 7, 2026'))).toBeVisible();
    expect(region.queryByRole('list', { name: M.stagesLabel })).toBeNull();
    expect(region.queryByText(`(${M.current})`, { exact: false })).toBeNull();
    expect(region.queryByRole('heading', { name: M.moveTitle })).toBeNull();
    expect(region.queryByRole('button', { name: M.move })).toBeNull();
    expect(region.getByText(M.closedUnmoved)).toBeInTheDocument();
  });
});
