/**
 * Data entry for the active project: the wizard until the project's first submission, then its
 * "Submitted" state, from which "Update your data" (or a checklist link to a step) opens the
 * wizard again on the latest submission's values (docs/product.md#wizard). Users who may not
 * write see the submitted state, or that nothing was submitted, never a disabled wizard.
 */
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { scrollToId, useHashLink } from '../../../lib/location-hash.ts';
import { stepOfAnchor } from '../../brief/index.ts';
import { useProjectMetrics } from '../api/metrics.ts';
import { clearDraft, draftKey } from '../lib/draft.ts';
import { MetricsWizard } from './metrics-wizard.tsx';
import { SubmittedState } from './submitted-state.tsx';

const ENTRY_ID = 'data-entry';

interface MetricsEntryProps {
  userId: string;
  projectId: number;
  readOnlyReason: string | null;
  teamOffer?: (emails: string) => ReactNode;
}

/** Editing: which step to open; `run` remounts the wizard for each request. */
type Editing = { step: number | undefined; run: number } | null;

export function MetricsEntry({ userId, projectId, readOnlyReason, teamOffer }: MetricsEntryProps) {
  const { data: submissions, isPending, error } = useProjectMetrics(projectId, true);
  const [editing, setEditing] = useState<Editing>(null);
  const readOnly = readOnlyReason !== null;

  function edit(step: number | undefined) {
    if (readOnly) return;
    setEditing((previous) => ({ step, run: (previous?.run ?? 0) + 1 }));
    scrollToId(ENTRY_ID);
  }
  useHashLink((hash) => {
    const step = stepOfAnchor(hash);
    if (step !== null) edit(step);
  });

  if (isPending || error) {
    return (
      <Card role="status">
        <CardHeader>
          <CardDescription>
            {error ? `Could not load submissions: ${error.message}` : 'Loading submissions...'}
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }
  const latest = submissions[0];
  if (!latest && readOnly) {
    return (
      <Card role="region" aria-labelledby="nothing-submitted">
        <CardHeader>
          <CardTitle id="nothing-submitted" className="text-base">
            Nothing submitted yet
          </CardTitle>
          <CardDescription>{readOnlyReason}</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  if (latest && editing === null) {
    return (
      <div id={ENTRY_ID} className="scroll-mt-4">
        <SubmittedState
          projectId={projectId}
          submissions={submissions}
          readOnlyReason={readOnlyReason}
          onUpdate={() => edit(undefined)}
        />
      </div>
    );
  }
  return (
    <div id={ENTRY_ID} className="flex scroll-mt-4 flex-col gap-3">
      {latest && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-muted px-4 py-3 text-sm">
          <span>Updating your data: the form starts from your latest submission.</span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              clearDraft(draftKey(userId, projectId));
              setEditing(null);
            }}
          >
            Discard changes
          </Button>
        </div>
      )}
      <MetricsWizard
        key={editing?.run ?? 0}
        userId={userId}
        projectId={projectId}
        readOnlyReason={readOnlyReason}
        teamOffer={teamOffer}
        previous={latest}
        startStep={editing?.step}
        onSaved={() => setEditing(null)}
      />
    </div>
  );
}
