/**
 * The firm's review of the initial report on the project page (docs/product.md#initial-report):
 * when it is due or was published, the newest version (its number, status and who wrote it),
 * the draft's sections beside the figures they cite, the full text as the client will read it
 * with the numbers no figure supports marked, and the actions: edit, draft again, approve,
 * publish; below them the project's drafting setting (rules or a language model). Firm-only: the
 * page it sits on is the firm's.
 */
import { useId, useState } from 'react';
import type { FirmReport } from '../../../../common/reports/contract.ts';
import { REPORT_MESSAGES as M } from '../../../../common/reports/messages.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { formatDateInText, formatDateTime, formatDateTimeInText } from '../../../lib/format.ts';
import { useFirmReport } from '../api/reports.ts';
import { ReportActions } from './report-actions.tsx';
import { CitedFigures } from './report-citations.tsx';
import { ReportEditor } from './report-editor.tsx';
import { ReportDrafting } from './report-drafting.tsx';
import { ReportMarkdown } from './report-markdown.tsx';
import { ReportSections } from './report-sections.tsx';
import { originText, ReportStatusBadge } from './report-status.tsx';
import { ReportVersions } from './report-versions.tsx';

type CurrentVersion = NonNullable<FirmReport['current']>;

/** Due by, overdue since (nothing published yet), or published on. */
function DueLine({ report }: { report: FirmReport }) {
  // The moment the page opened: a review is read within minutes.
  const [now] = useState(Date.now);
  if (report.firstPublishedAt) {
    return (
      <CardDescription>
        <time dateTime={report.firstPublishedAt}>
          {M.publishedOn(formatDateInText(report.firstPublishedAt))}
        </time>
      </CardDescription>
    );
  }
  if (!report.dueAt) return null;
  const overdue = Date.parse(report.dueAt) < now;
  const date = formatDateTimeInText(report.dueAt);
  return (
    <CardDescription className={overdue ? 'font-medium text-destructive' : undefined}>
      <time dateTime={report.dueAt}>{overdue ? M.dueOverdue(date) : M.due(date)}</time>
    </CardDescription>
  );
}

function VersionLine({ current }: { current: CurrentVersion }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium">{M.version(current.version)}</span>
        <ReportStatusBadge status={current.status} />
        <span className="wrap-anywhere">{originText(current)}</span>
        <time dateTime={current.createdAt} className="whitespace-nowrap text-muted-foreground">
          {formatDateTime(current.createdAt)}
        </time>
      </p>
      {current.origin !== 'edited' && (
        <p className="text-xs text-muted-foreground">
          {current.origin === 'model' ? M.drafterModelHint : M.drafterRulesHint}
        </p>
      )}
    </div>
  );
}

function UnsupportedNotice({ current }: { current: CurrentVersion }) {
  if (current.unsupported.length === 0 || current.status === 'published') return null;
  return (
    <Alert className="border-amber-300 bg-amber-50 text-amber-950">
      <AlertTitle>{M.confirmTitle}</AlertTitle>
      <AlertDescription>{M.unsupportedIntro(current.unsupported.length)}</AlertDescription>
    </Alert>
  );
}

function ReadView({ current }: { current: CurrentVersion }) {
  const figuresTitleId = useId();
  const marked = current.status === 'published' ? [] : current.unsupported;
  return (
    <Tabs defaultValue="sections">
      <TabsList>
        <TabsTrigger value="sections">{M.sectionsTab}</TabsTrigger>
        <TabsTrigger value="text">{M.textTab}</TabsTrigger>
      </TabsList>
      <TabsContent value="sections" className="flex flex-col gap-4">
        {current.origin === 'edited' && (
          <p className="text-sm text-muted-foreground">{M.editedFromDraft}</p>
        )}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ReportSections draft={current.draft} figures={current.figures} />
          <aside
            aria-labelledby={figuresTitleId}
            className="rounded-lg bg-muted/50 p-4 lg:self-start"
          >
            <CitedFigures
              draft={current.draft}
              figures={current.figures}
              titleId={figuresTitleId}
            />
          </aside>
        </div>
      </TabsContent>
      <TabsContent value="text" className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">{M.preview}</p>
        <article className="max-w-3xl rounded-lg border border-border p-4 sm:p-6">
          <ReportMarkdown text={current.body} highlights={marked} className="wrap-anywhere" />
        </article>
      </TabsContent>
    </Tabs>
  );
}

function Review({
  projectId,
  report,
  readOnly,
}: {
  projectId: number;
  report: FirmReport;
  readOnly: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const { current } = report;
  const drafting = <ReportDrafting projectId={projectId} report={report} readOnly={readOnly} />;
  if (!current) {
    return (
      <div className="flex flex-col gap-5">
        <p className="text-sm text-muted-foreground">{M.noDraftYet}</p>
        {drafting}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <VersionLine current={current} />
        {!readOnly && !editing && (
          <ReportActions projectId={projectId} current={current} onEdit={() => setEditing(true)} />
        )}
      </div>
      {readOnly && <p className="text-sm text-muted-foreground">{M.closed}</p>}
      <UnsupportedNotice current={current} />
      {editing ? (
        <ReportEditor projectId={projectId} current={current} onDone={() => setEditing(false)} />
      ) : (
        <ReadView current={current} />
      )}
      {report.versions.length > 0 && <ReportVersions versions={report.versions} />}
      {drafting}
    </div>
  );
}

export function ReportReview({
  projectId,
  readOnly = false,
}: {
  projectId: number;
  /** A closed engagement: its report is read, never changed. */
  readOnly?: boolean;
}) {
  const titleId = useId();
  const read = useFirmReport(projectId);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="max-sm:px-4">
        <CardTitle as="h2" id={titleId}>
          {M.reviewTitle}
        </CardTitle>
        {read.data && <DueLine report={read.data} />}
      </CardHeader>
      <CardContent className="max-sm:px-4">
        {read.isPending ? (
          <LoadingRegion label={M.reviewLoading} className="flex flex-col gap-3">
            <Skeleton className="h-5 w-64 max-w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
          </LoadingRegion>
        ) : read.isError ? (
          <LoadFailed
            title={M.loadFailed}
            error={read.error}
            retryLabel={M.reviewRetry}
            retrying={read.isFetching}
            onRetry={() => void read.refetch()}
          />
        ) : (
          <Review projectId={projectId} report={read.data} readOnly={readOnly} />
        )}
      </CardContent>
    </Card>
  );
}
