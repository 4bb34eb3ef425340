/**
 * The client's "Initial report" card on the dashboard (docs/product.md#initial-report). Until the
 * firm publishes, no card (the stage card carries the 24-48 hour promise), unless a language model
 * drafts from the client's data: then the promise and how drafts are made. The members' read
 * answers only a published version, so no draft can show. Once published: its date, how drafts
 * are made, its text and the brief PDF, which carries the report after its summary page. The
 * members' mail links here (#initial-report), so the card scrolls into view when the page opens
 * at that fragment.
 */
import { FileDown } from 'lucide-react';
import { useId } from 'react';
import { BRIEF_PDF_API } from '../../../../common/brief/contract.ts';
import type { PublishedReport } from '../../../../common/reports/contract.ts';
import { REPORT_MESSAGES as M } from '../../../../common/reports/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { formatDateInText } from '../../../lib/format.ts';
import { useScrollOnArrival } from '../../../lib/location-hash.ts';
import { useMemberReport } from '../api/reports.ts';
import { ReportMarkdown } from './report-markdown.tsx';

/** The card's fragment, as the members' mail links to it. */
export const INITIAL_REPORT_ANCHOR = 'initial-report';

type ReportRead = ReturnType<typeof useMemberReport>;

/** The text, or why it could not be read (the card is not drawn while it loads). */
function ReportContent({ read }: { read: ReportRead }) {
  if (read.isError) {
    return (
      <LoadFailed
        title={M.clientLoadFailed}
        error={read.error}
        retryLabel={M.clientRetry}
        retrying={read.isFetching}
        onRetry={() => void read.refetch()}
      />
    );
  }
  const report = read.data?.report;
  return report ? <ReportMarkdown text={report.body} /> : null;
}

/** Under the title: the day it was published, or until then the promise. */
function Status({ report }: { report: PublishedReport | null }) {
  if (!report) return <CardDescription>{M.clientPending}</CardDescription>;
  return (
    <CardDescription>
      <time dateTime={report.publishedAt}>
        {M.clientPublished(formatDateInText(report.publishedAt))}
      </time>
    </CardDescription>
  );
}

function PdfLink({ projectId }: { projectId: number }) {
  return (
    <Button variant="outline" asChild className="self-start">
      <a href={BRIEF_PDF_API.member(projectId)}>
        <FileDown aria-hidden="true" />
        {M.openPdf}
      </a>
    </Button>
  );
}

export function InitialReportCard({ projectId }: { projectId: number }) {
  const titleId = useId();
  const read = useMemberReport(projectId);
  const report = read.data?.report ?? null;
  const drafting = read.data?.drafting ?? 'rules';
  useScrollOnArrival(INITIAL_REPORT_ANCHOR, !read.isPending);
  // Until a report is published the stage card carries the promise: a card only says that a
  // language model drafts from the client's data, when one does.
  if (read.isPending || (read.isSuccess && !report && drafting === 'rules')) return null;
  return (
    // Scrolled to below the portal's sticky header (h-16), with a gap.
    <Card
      id={INITIAL_REPORT_ANCHOR}
      role="region"
      aria-labelledby={titleId}
      className="scroll-mt-20"
    >
      <CardHeader className="max-sm:p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1.5">
            <CardTitle as="h2" id={titleId} className="max-sm:text-base">
              {M.clientTitle}
            </CardTitle>
            {read.isSuccess && <Status report={report} />}
            {read.isSuccess && <CardDescription>{M.clientDrafting[drafting]}</CardDescription>}
          </div>
          {report && <PdfLink projectId={projectId} />}
        </div>
      </CardHeader>
      {(read.isError || report) && (
        <CardContent className="max-sm:px-4 max-sm:pb-4">
          <ReportContent read={read} />
        </CardContent>
      )}
    </Card>
  );
}
