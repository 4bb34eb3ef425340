/**
 * The admin's Overview (docs/product.md#workspace): every active project with its health
 * (on track, at risk, stuck, with the reason) and who is stuck in words
 * (common/admin/project-health.ts's, which the server sends), the initial reports overdue or
 * due soon first (marked with their due time), then needs attention; under each name, who
 * drafted its newest initial report (the rules or a language model). From lg a table sortable
 * by its column headers; below, a card per project with every column's value, ordered by the
 * "Sort by" select. Filtered to the projects that need attention or at one stage, searched by
 * name as it is typed (once typing pauses, or at once on Enter); "Load more" reads the next
 * cursor page.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  STALE_SUBMISSION_DAYS,
  type AttentionReason,
  type HealthLevel,
  type OverviewRow,
  type OverviewSort,
  type SortDirection,
} from '../../../../common/admin/overview-contract.ts';
import {
  ENGAGEMENT_STAGE_LABELS,
  ENGAGEMENT_STAGES,
  type EngagementStage,
} from '../../../../common/stages/constants.ts';
import { ANALYST_MESSAGES, OVERVIEW_MESSAGES } from '../../../../common/admin/messages.ts';
import { STAGE_MESSAGES } from '../../../../common/stages/messages.ts';
import { REPORT_MESSAGES } from '../../../../common/reports/messages.ts';
import { adminProjectPath } from '../../../../common/shared/paths.ts';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';
import { useOverview } from '../api/overview.ts';
import { useFirmRole } from './admin-gate.tsx';
import { AdminTableCard, type AdminColumn } from './admin-table-card.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { FirstProjectOffer } from './first-project-offer.tsx';
import { ALL, FilterSelect } from './list-controls.tsx';
import { LoadMore } from './project-page/load-more.tsx';

const REASON_LABELS: Record<AttentionReason, string> =
  OVERVIEW_MESSAGES.reasons(STALE_SUBMISSION_DAYS);

const SORT_OPTIONS: { value: OverviewSort; label: string }[] = [
  { value: 'attention', label: 'Needs attention first' },
  { value: 'name', label: 'Name' },
  { value: 'completeness', label: 'Completeness' },
  { value: 'stage', label: STAGE_MESSAGES.column },
  { value: 'activity', label: 'Last client activity' },
  { value: 'submission', label: 'Days since last submission' },
];

const STAGE_OPTIONS = [
  { value: ALL, label: STAGE_MESSAGES.allStages },
  ...ENGAGEMENT_STAGES.map((value) => ({ value, label: ENGAGEMENT_STAGE_LABELS[value] })),
];

/** The direction a column starts in: the most worrying first where that means something. */
const FIRST_DIRECTION: Record<OverviewSort, SortDirection> = {
  attention: 'asc',
  name: 'asc',
  completeness: 'asc',
  stage: 'asc',
  activity: 'asc',
  submission: 'desc',
};

interface Order {
  sort: OverviewSort;
  direction: SortDirection;
}

const completenessText = (row: OverviewRow) =>
  row.completeness === null ? OVERVIEW_MESSAGES.noSubmission : `${row.completeness}%`;
const activityText = (row: OverviewRow) =>
  row.lastActivityAt ? formatDate(row.lastActivityAt) : OVERVIEW_MESSAGES.never;
const submissionText = (row: OverviewRow) =>
  row.daysSinceSubmission === null
    ? OVERVIEW_MESSAGES.never
    : OVERVIEW_MESSAGES.daysAgo(row.daysSinceSubmission);

function Reasons({ row }: { row: OverviewRow }) {
  if (row.reasons.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={`Needs attention: ${row.name}`}>
      {row.reasons.map((reason) => (
        <li key={reason}>
          <Badge variant="destructive">{REASON_LABELS[reason]}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** The warning colour (amber), as the app's other warnings use it. */
const WARNING_BADGE = 'border-amber-400 bg-amber-50 text-amber-900';

/** An initial report overdue or due soon: its badge and due time. */
function ReportDue({ report }: { report: OverviewRow['report'] }) {
  if (!report) return null;
  const overdue = report.state === 'overdue';
  const when = formatDateTime(report.dueAt);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
      {overdue ? (
        <Badge variant="destructive">{REPORT_MESSAGES.overviewOverdue}</Badge>
      ) : (
        <Badge variant="outline" className={WARNING_BADGE}>
          {REPORT_MESSAGES.overviewDueSoon}
        </Badge>
      )}
      <time dateTime={report.dueAt}>
        {overdue ? REPORT_MESSAGES.dueOverdue(when) : REPORT_MESSAGES.due(when)}
      </time>
    </p>
  );
}

/** Who drafted the newest initial report ("Draft: rules", "Draft: gpt-4.1-mini"), once one exists. */
function DraftSource({ source }: { source: string | null }) {
  if (source === null) return null;
  return (
    <p className="text-xs text-muted-foreground wrap-anywhere">
      {OVERVIEW_MESSAGES.draftSource(source)}
    </p>
  );
}

const HEALTH_BADGES: Record<HealthLevel, BadgeProps> = {
  on_track: { variant: 'outline', className: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  at_risk: { variant: 'outline', className: WARNING_BADGE },
  stuck: { variant: 'destructive' },
};

/** The health word as a badge, and its reason. */
function Health({ health }: { health: OverviewRow['health'] }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge {...HEALTH_BADGES[health.level]}>{OVERVIEW_MESSAGES.health[health.level]}</Badge>
      <span className="text-sm text-muted-foreground">{health.reason}</span>
    </p>
  );
}

/** The project's name, who drafted its report, report due and reasons. */
function ProjectCell({ row }: { row: OverviewRow }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Link
        to={adminProjectPath(row.id)}
        className="font-medium text-accent underline-offset-4 wrap-anywhere hover:underline"
      >
        {row.name}
      </Link>
      <DraftSource source={row.draftSource} />
      <ReportDue report={row.report} />
      <Reasons row={row} />
    </div>
  );
}

/** Below lg: one card per project with every column's value, none dropped. */
function ProjectCards({ rows }: { rows: readonly OverviewRow[] }) {
  return (
    <ul aria-label={OVERVIEW_MESSAGES.title} className="flex flex-col gap-3">
      {rows.map((row) => (
        <li
          key={row.id}
          aria-label={row.name}
          className="flex flex-col gap-2 rounded-md border border-border p-4"
        >
          <ProjectCell row={row} />
          <Health health={row.health} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{STAGE_MESSAGES.column}</dt>
            <dd>{ENGAGEMENT_STAGE_LABELS[row.stage]}</dd>
            <dt className="text-muted-foreground">{OVERVIEW_MESSAGES.membersColumn}</dt>
            <dd>{row.health.members}</dd>
            <dt className="text-muted-foreground">{OVERVIEW_MESSAGES.connectionsColumn}</dt>
            <dd>{row.health.connections}</dd>
            <dt className="text-muted-foreground">Completeness</dt>
            <dd>{completenessText(row)}</dd>
            <dt className="text-muted-foreground">Last activity</dt>
            <dd>{activityText(row)}</dd>
            <dt className="text-muted-foreground">Last submission</dt>
            <dd>{submissionText(row)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function columns(order: Order, setOrder: (order: Order) => void): AdminColumn<OverviewRow>[] {
  const sortable = (sort: OverviewSort) => ({
    order:
      order.sort !== sort
        ? ('none' as const)
        : order.direction === 'asc'
          ? ('ascending' as const)
          : ('descending' as const),
    onSort: () =>
      setOrder(
        order.sort === sort
          ? { sort, direction: order.direction === 'asc' ? 'desc' : 'asc' }
          : { sort, direction: FIRST_DIRECTION[sort] },
      ),
  });
  return [
    {
      header: 'Project',
      className: 'min-w-44',
      sort: sortable('name'),
      cell: (row) => <ProjectCell row={row} />,
    },
    {
      header: OVERVIEW_MESSAGES.healthColumn,
      className: 'min-w-32',
      cell: (row) => <Health health={row.health} />,
    },
    {
      header: 'Completeness',
      sort: sortable('completeness'),
      cell: completenessText,
    },
    {
      header: STAGE_MESSAGES.column,
      className: 'min-w-28',
      sort: sortable('stage'),
      cell: (row) => ENGAGEMENT_STAGE_LABELS[row.stage],
    },
    {
      header: 'Last activity',
      sort: sortable('activity'),
      cell: (row) => <span className="whitespace-nowrap">{activityText(row)}</span>,
    },
    {
      header: 'Last submission',
      sort: sortable('submission'),
      cell: (row) => <span className="whitespace-nowrap">{submissionText(row)}</span>,
    },
    {
      header: OVERVIEW_MESSAGES.membersColumn,
      className: 'min-w-28',
      cell: (row) => row.health.members,
    },
    {
      header: OVERVIEW_MESSAGES.connectionsColumn,
      className: 'min-w-44',
      cell: (row) => row.health.connections,
    },
  ];
}

export function OverviewTab() {
  const analyst = useFirmRole() === 'analyst';
  const [order, setOrder] = useState<Order>({ sort: 'attention', direction: 'asc' });
  const [attentionOnly, setAttentionOnly] = useState(false);
  const [stage, setStage] = useState<EngagementStage | undefined>();
  /** What the search box holds; `term` is the one searched, once typing pauses. */
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState<string | undefined>();
  const list = useOverview({
    ...order,
    attention: attentionOnly ? 'true' : undefined,
    stage,
    search: term,
  });
  const rows = list.data?.pages.flatMap((page) => page.items);
  // Until the typed term is searched, the list shown answers an older one: loading, not that.
  const searching = (search.trim() || undefined) !== term;

  const applySearch = useDebouncedCallback(setTerm);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    applySearch.flush();
  };

  return (
    <AdminTableCard
      title={OVERVIEW_MESSAGES.title}
      description={analyst ? ANALYST_MESSAGES.overviewDescription : OVERVIEW_MESSAGES.description}
      toolbar={
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end">
          <form role="search" onSubmit={submitSearch} className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor="overview-search">Search</Label>
            <Input
              id="overview-search"
              type="search"
              placeholder="e.g. Acme Holdings"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                applySearch.schedule(event.target.value.trim() || undefined);
              }}
            />
          </form>
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor="overview-sort">{OVERVIEW_MESSAGES.sortBy}</Label>
            <Select
              id="overview-sort"
              aria-label={OVERVIEW_MESSAGES.sortBy}
              value={order.sort}
              options={SORT_OPTIONS}
              onValueChange={(sort) =>
                setOrder({
                  sort: sort as OverviewSort,
                  direction: FIRST_DIRECTION[sort as OverviewSort],
                })
              }
            />
          </div>
          <FilterSelect
            id="overview-stage"
            label={STAGE_MESSAGES.column}
            value={stage}
            options={STAGE_OPTIONS}
            onChange={(next: EngagementStage | undefined) => setStage(next)}
          />
          <div className="flex h-10 items-center gap-2">
            <Checkbox
              id="overview-attention"
              checked={attentionOnly}
              onCheckedChange={(checked) => setAttentionOnly(checked === true)}
            />
            <Label htmlFor="overview-attention">{OVERVIEW_MESSAGES.attentionOnly}</Label>
          </div>
        </div>
      }
      query={{
        isPending: list.isPending || searching,
        isError: list.isError,
        error: list.error,
      }}
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns(order, setOrder)}
      cards={(shown) => <ProjectCards rows={shown} />}
      empty={
        term || stage ? (
          OVERVIEW_MESSAGES.filteredEmpty
        ) : attentionOnly ? (
          OVERVIEW_MESSAGES.allClear
        ) : analyst ? (
          OVERVIEW_MESSAGES.empty
        ) : (
          <FirstProjectOffer text={OVERVIEW_MESSAGES.empty} />
        )
      }
      footer={<LoadMore list={list} />}
    />
  );
}
