/**
 * The metrics brief of the project's latest submission (docs/product.md#brief), the same card
 * the client sees; it reads the submissions list's first page, which the page loads anyway.
 */
import { BriefCard } from '../../../brief/index.ts';
import { useProjectSubmissions } from '../../api/workspace.ts';

export function LatestBriefCard({ projectId }: { projectId: number }) {
  const latest = useProjectSubmissions(projectId).data?.pages[0]?.items[0];
  return latest ? <BriefCard submission={latest} /> : null;
}
