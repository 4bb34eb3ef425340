/**
 * The metrics brief of the project's latest submission (docs/product.md#brief), the same card
 * the client sees, with the chosen Google Ads accounts' 30-day spend beside revenue; it reads
 * the submissions list's first page, which the page loads anyway.
 */
import { platformSpend } from '../../../../../common/brief/brief.ts';
import type { PlatformCheck } from '../../../../../common/platform-check/contract.ts';
import { BriefCard } from '../../../brief/index.ts';
import { useProjectSubmissions } from '../../api/workspace.ts';

export function LatestBriefCard({
  projectId,
  platformCheck,
}: {
  projectId: number;
  platformCheck: PlatformCheck;
}) {
  const latest = useProjectSubmissions(projectId).data?.pages[0]?.items[0];
  return latest ? (
    <BriefCard submission={latest} platformSpend={platformSpend(platformCheck)} />
  ) : null;
}
