/**
 * The client's completeness checklist (docs/product.md#brief): common/brief/completeness.ts over the
 * latest submission, the notes and the connections the dashboard already loads. The score
 * is the one the server stores for the admin's Overview.
 */
import { projectCompleteness } from '../../../../common/brief/completeness.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { LoadingRegion, SkeletonCard } from '../../../components/ui/skeleton.tsx';
import { CompletenessCard } from '../../../features/brief/index.ts';
import { useConnectors } from '../../../features/connections/index.ts';
import { useProjectMetrics } from '../../../features/metrics/index.ts';
import { useNotes } from '../../../features/notes/index.ts';

export function DashboardChecklist({ projectId }: { projectId: number }) {
  const metrics = useProjectMetrics(projectId, true);
  const notes = useNotes(projectId);
  const connectors = useConnectors(projectId);
  // Wait for the submission and the notes, and say so when either cannot be read; a
  // connections read that fails counts as none.
  if (metrics.isPending || notes.isPending || connectors.isPending) {
    return (
      <LoadingRegion label="Loading your checklist">
        <SkeletonCard lines={4} phoneFolded />
      </LoadingRegion>
    );
  }
  if (!metrics.data || !notes.data) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load your checklist</AlertTitle>
        <AlertDescription>{(metrics.error ?? notes.error)?.message}</AlertDescription>
      </Alert>
    );
  }
  const completeness = projectCompleteness({
    latestSubmission: metrics.data[0] ?? null,
    noteCount: notes.data.length,
    connectedPlatforms: (connectors.data?.items ?? [])
      .filter((item) => item.connected)
      .map((item) => item.platform),
  });
  return <CompletenessCard completeness={completeness} />;
}
