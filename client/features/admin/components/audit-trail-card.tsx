/**
 * The audit trail (decision 098): entries newest first, filtered by actor, action, project
 * and day (the actor searched as typed, once typing pauses or at once on Enter), a page at a
 * time, and downloadable as CSV. The admin's Audit tab shows every project's; a project page
 * shows its own (`projectId`), without the project filter.
 */
import { useState, type FormEvent } from 'react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditAction,
} from '../../../../common/audit/actions.ts';
import type { AuditEntry, AuditFilterInput } from '../../../../common/audit/contract.ts';
import type { AdminProject } from '../../../../common/projects/contract.ts';
import { AUDIT_MESSAGES as M } from '../../../../common/audit/messages.ts';
import { Input } from '../../../components/ui/input.tsx';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';
import { cn } from '../../../lib/utils.ts';
import { useProjectSearch, withChosen } from '../hooks/use-project-search.ts';
import { ProjectSearchField } from './project-search-field.tsx';
import { auditExportUrl, useAuditTrail } from '../api/audit.ts';
import { AdminTableCard, type AdminColumn } from './admin-table-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import {
  ALL,
  CursorPager,
  DayRange,
  dayStart,
  Field,
  FilterSelect,
  ListActions,
  useListFilters,
} from './list-controls.tsx';

const ACTION_OPTIONS = [
  { value: ALL, label: M.allActions },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];

interface Filters {
  actor?: string;
  action?: AuditAction;
  projectId?: string;
  fromDay?: string;
  toDay?: string;
}

const shown = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** "name: Old → New", one line per changed value; a new record's values alone. */
function Changes({ entry }: { entry: AuditEntry }) {
  const keys = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  if (keys.length === 0) return '—';
  return (
    <ul className="flex flex-col gap-0.5 text-xs">
      {keys.map((key) => (
        <li key={key} className="break-words">
          <span className="font-medium">{key}:</span>{' '}
          {entry.before && key in entry.before && `${shown(entry.before[key])} → `}
          {entry.after && key in entry.after ? shown(entry.after[key]) : '—'}
        </li>
      ))}
    </ul>
  );
}

/** What happened comes first: a phone shows it without scrolling the table sideways. */
function columns(withProject: boolean): AdminColumn<AuditEntry>[] {
  return [
    {
      header: 'What',
      className: 'min-w-40 align-top',
      cell: (entry) => (
        <div className="flex flex-col gap-0.5">
          <span className="font-medium">{AUDIT_ACTION_LABELS[entry.action]}</span>
          <span className="text-xs text-muted-foreground">
            {entry.targetType}
            {entry.targetId && ` ${entry.targetId}`}
            {withProject && entry.projectName && ` · ${entry.projectName}`}
          </span>
        </div>
      ),
    },
    {
      header: 'Who',
      className: 'min-w-40 align-top',
      cell: (entry) => (
        <div className="flex flex-col gap-0.5">
          <span className="break-all">{entry.actorEmail ?? M.system}</span>
          <span className="text-xs text-muted-foreground">{entry.clientIp ?? M.ipRemoved}</span>
        </div>
      ),
    },
    {
      header: 'When',
      className: 'whitespace-nowrap align-top',
      cell: (entry) => formatDateTime(entry.at),
    },
    {
      header: 'Changes',
      className: 'min-w-48 max-w-96 align-top',
      cell: (entry) => <Changes entry={entry} />,
    },
  ];
}

/**
 * The project filter: a search for the project, then the matches to choose from (the
 * chosen one stays among them while another search is typed).
 */
function ProjectFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const projectSearch = useProjectSearch();
  const { projects } = projectSearch;
  const [chosen, setChosen] = useState<AdminProject | null>(null);
  const matches = projects.data ?? [];
  const options = withChosen(matches, value === String(chosen?.id) ? chosen : null);
  return (
    <>
      <ProjectSearchField id={`${id}-search`} search={projectSearch} />
      <FilterSelect
        id={id}
        label={M.project}
        value={value}
        options={[
          { value: ALL, label: M.allProjects },
          ...options.map((project) => ({ value: String(project.id), label: project.name })),
        ]}
        onChange={(next) => {
          setChosen(options.find((project) => String(project.id) === next) ?? null);
          onChange(next);
        }}
      />
    </>
  );
}

export function AuditTrailCard({ projectId }: { projectId?: number }) {
  const { filters, filtered, cursors, setCursors, update, clear } = useListFilters<
    Filters,
    number
  >();
  /** What the actor box holds; `filters.actor` is the one searched, once typing pauses. */
  const [actorInput, setActorInput] = useState('');
  const filter: AuditFilterInput = {
    actor: filters.actor,
    action: filters.action,
    projectId: projectId ?? (filters.projectId ? Number(filters.projectId) : undefined),
    from: filters.fromDay && dayStart(filters.fromDay),
    to: filters.toDay && dayStart(filters.toDay, true),
  };
  const trail = useAuditTrail(filter, cursors.at(-1));
  const id = (name: string) => `audit-${projectId ?? 'all'}-${name}`;

  // Until the typed actor is searched, the trail shown answers an older one: loading, not that.
  const searching = (actorInput.trim() || undefined) !== filters.actor;

  const applyActor = useDebouncedCallback((actor: string | undefined) => {
    if (actor !== filters.actor) update({ actor });
  });
  const submitActor = (event: FormEvent) => {
    event.preventDefault();
    applyActor.flush();
  };

  return (
    <AdminTableCard
      title={projectId ? M.projectTitle : M.title}
      description={projectId ? M.projectDescription : M.description}
      toolbar={
        <>
          <div
            className={cn(
              'grid gap-3 sm:grid-cols-2',
              projectId === undefined ? 'lg:grid-cols-3' : 'lg:grid-cols-4',
            )}
          >
            <form role="search" onSubmit={submitActor}>
              <Field id={id('actor')} label={M.actor}>
                <Input
                  id={id('actor')}
                  type="search"
                  placeholder="e.g. jane@acme.com"
                  value={actorInput}
                  onChange={(event) => {
                    setActorInput(event.target.value);
                    applyActor.schedule(event.target.value.trim() || undefined);
                  }}
                />
              </Field>
            </form>
            <FilterSelect
              id={id('action')}
              label={M.action}
              value={filters.action}
              options={ACTION_OPTIONS}
              onChange={(action: AuditAction | undefined) => update({ action })}
            />
            {projectId === undefined && (
              <ProjectFilter
                id={id('project')}
                value={filters.projectId}
                onChange={(value) => update({ projectId: value })}
              />
            )}
            <DayRange
              idPrefix={id('days')}
              fromLabel={M.from}
              toLabel={M.to}
              fromDay={filters.fromDay}
              toDay={filters.toDay}
              onChange={update}
            />
          </div>
          <ListActions
            filtered={filtered}
            onClear={() => {
              applyActor.cancel();
              setActorInput('');
              clear();
            }}
            exportUrl={auditExportUrl(filter)}
          />
        </>
      }
      query={{
        isPending: trail.isPending || searching,
        isError: trail.isError,
        error: trail.error,
      }}
      rows={trail.data?.entries}
      rowKey={(entry) => entry.id}
      columns={columns(projectId === undefined)}
      empty={filtered ? M.filteredEmpty : M.empty}
      footer={
        <CursorPager
          cursors={cursors}
          nextCursor={trail.data?.nextCursor ?? null}
          onChange={setCursors}
        />
      }
    />
  );
}
