/**
 * The leads inbox (decision 094): consultation requests with their delivery to the
 * CRM, filtered by sync state, source and date, searched as typed by name, email or company
 * domain, a page at a time; a failed sync is retried and a lead marked handled with a note
 * from its row; the filtered list downloads as CSV.
 */
import { useState, type FormEvent } from 'react';
import { CONTACT_SOURCES, type ContactSource } from '../../../../common/contact/constants.ts';
import { companyOfEmail } from '../../../../common/leads/company.ts';
import {
  ADMIN_CONTACTS_PAGE_SIZE,
  type AdminContact,
  type AdminContactsFilterInput,
  CONTACT_SEARCH_MIN_LENGTH,
} from '../../../../common/leads/contract.ts';
import {
  CRM_SYNC_STATUS_LABELS,
  CRM_SYNC_STATUSES,
  type CrmSyncStatus,
} from '../../../../common/leads/constants.ts';
import { LEADS_MESSAGES } from '../../../../common/leads/messages.ts';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';
import { CONTACT_SOURCE_LABELS } from '../../contact/index.ts';
import {
  contactsExportUrl,
  useAdminContacts,
  useHandleContact,
  useRetryContact,
} from '../api/admin.ts';
import { AdminTableCard, type AdminColumn } from './admin-table-card.tsx';
import { CrmPauseNotice } from './crm-pause-notice.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { HandleLeadDialog } from './handle-lead-dialog.tsx';
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

const STATUS_BADGE: Record<CrmSyncStatus, BadgeProps['variant']> = {
  synced: 'default',
  pending: 'secondary',
  failed: 'destructive',
  not_configured: 'outline',
};
const STATUS_OPTIONS = [
  { value: ALL, label: 'All statuses' },
  ...CRM_SYNC_STATUSES.map((status) => ({ value: status, label: CRM_SYNC_STATUS_LABELS[status] })),
];
const HANDLED_OPTIONS = [
  { value: ALL, label: 'All leads' },
  { value: 'false', label: 'Not handled' },
  { value: 'true', label: 'Handled' },
];
const SOURCE_OPTIONS = [
  { value: ALL, label: 'All sources' },
  ...CONTACT_SOURCES.map((source) => ({ value: source, label: CONTACT_SOURCE_LABELS[source] })),
];

/** The filters as the controls hold them: dates are the date inputs' local days. */
interface Filters {
  status?: CrmSyncStatus;
  source?: ContactSource;
  handled?: 'true' | 'false';
  fromDay?: string;
  toDay?: string;
  q?: string;
}

function toQuery({
  status,
  source,
  handled,
  fromDay,
  toDay,
  q,
}: Filters): AdminContactsFilterInput {
  return {
    status,
    source,
    handled,
    from: fromDay && dayStart(fromDay),
    to: toDay && dayStart(toDay, true),
    q,
  };
}

function RetryButton({ contact }: { contact: AdminContact }) {
  const retry = useRetryContact();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={retry.isPending}
      aria-label={`${LEADS_MESSAGES.retry}: ${contact.workEmail}`}
      onClick={() =>
        retry.mutate(contact.id, {
          onSuccess: () => toast({ title: LEADS_MESSAGES.retried }),
          onError: (error) =>
            toast({
              title: LEADS_MESSAGES.retryFailed,
              description: error.message,
              variant: 'destructive',
            }),
        })
      }
    >
      {LEADS_MESSAGES.retry}
    </Button>
  );
}

function UnmarkButton({ contact }: { contact: AdminContact }) {
  const handle = useHandleContact();
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={handle.isPending}
      aria-label={`${LEADS_MESSAGES.unmark}: ${contact.workEmail}`}
      onClick={() =>
        handle.mutate(
          { contactId: contact.id, note: null },
          {
            onSuccess: () => toast({ title: LEADS_MESSAGES.unmarked }),
            onError: (error) =>
              toast({
                title: LEADS_MESSAGES.handleFailed,
                description: error.message,
                variant: 'destructive',
              }),
          },
        )
      }
    >
      {LEADS_MESSAGES.unmark}
    </Button>
  );
}

function HandledCell({ contact }: { contact: AdminContact }) {
  if (!contact.handledAt) return '—';
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge variant="secondary">Handled</Badge>
      <span className="text-xs text-muted-foreground">
        {LEADS_MESSAGES.handledBy(contact.handledBy ?? '—', formatDateTime(contact.handledAt))}
      </span>
      <span className="line-clamp-3 break-words">{contact.handledNote}</span>
    </div>
  );
}

/** The term the search box asks for: none while it is empty or too short to search. */
function searchTermOf(search: string): string | undefined {
  const term = search.trim();
  return term.length >= CONTACT_SEARCH_MIN_LENGTH ? term : undefined;
}

const attemptsText = (attempts: number) => `${attempts} attempt${attempts === 1 ? '' : 's'}`;

/**
 * The status and the last error come right after the name (its company and email beneath),
 * so a phone shows them without scrolling the table; the actions end the row.
 */
function columns(onHandle: (contact: AdminContact) => void): AdminColumn<AdminContact>[] {
  return [
    {
      header: 'Name',
      className: 'min-w-48',
      cell: (contact) => {
        const company = companyOfEmail(contact.workEmail);
        return (
          <div className="flex flex-col gap-0.5">
            <span className="font-medium">{`${contact.firstName} ${contact.lastName}`}</span>
            {company && <span className="break-all">{company}</span>}
            <span className="break-all text-xs text-muted-foreground">{contact.workEmail}</span>
          </div>
        );
      },
    },
    {
      header: 'CRM Sync',
      className: 'min-w-44 max-w-64',
      cell: (contact) => (
        <div className="flex flex-col items-start gap-1">
          <Badge variant={STATUS_BADGE[contact.crmSyncStatus]} className="whitespace-nowrap">
            {CRM_SYNC_STATUS_LABELS[contact.crmSyncStatus]}
          </Badge>
          <span className="text-xs text-muted-foreground">
            {attemptsText(contact.crmSyncAttempts)}
          </span>
          {contact.crmLastError && (
            <span className="line-clamp-3 break-words text-xs text-muted-foreground">
              {contact.crmLastError}
            </span>
          )}
        </div>
      ),
    },
    { header: 'Source', cell: (contact) => CONTACT_SOURCE_LABELS[contact.source] },
    {
      header: 'Received',
      className: 'whitespace-nowrap',
      cell: (contact) => formatDateTime(contact.createdAt),
    },
    {
      header: 'Handled',
      className: 'min-w-44 max-w-64',
      cell: (contact) => <HandledCell contact={contact} />,
    },
    {
      header: 'Actions',
      cell: (contact) => (
        <div className="flex flex-col items-start gap-2">
          {contact.crmSyncStatus === 'failed' && <RetryButton contact={contact} />}
          <Button
            variant="outline"
            size="sm"
            aria-label={`${contact.handledAt ? LEADS_MESSAGES.editHandled : LEADS_MESSAGES.markHandled}: ${contact.workEmail}`}
            onClick={() => onHandle(contact)}
          >
            {contact.handledAt ? LEADS_MESSAGES.editHandled : LEADS_MESSAGES.markHandled}
          </Button>
          {contact.handledAt && <UnmarkButton contact={contact} />}
        </div>
      ),
    },
  ];
}

export function ContactsTab() {
  const { filters, filtered, cursors, setCursors, update, clear } = useListFilters<
    Filters,
    string
  >();
  /** What the search box holds; `filters.q` is the term searched, once typing pauses. */
  const [search, setSearch] = useState('');
  const [handling, setHandling] = useState<AdminContact | null>(null);
  const query = toQuery(filters);
  const contacts = useAdminContacts(query, cursors.at(-1), ADMIN_CONTACTS_PAGE_SIZE);
  const searchTooShort = search.trim().length > 0 && searchTermOf(search) === undefined;
  // Until the typed term is searched, the list shown answers an older one: loading, not that.
  const searching = searchTermOf(search) !== filters.q;
  const nextCursor = contacts.data?.nextCursor ?? null;

  const applySearch = useDebouncedCallback((q: string | undefined) => {
    if (q !== filters.q) update({ q });
  });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    applySearch.flush();
  };

  return (
    <AdminTableCard
      title={LEADS_MESSAGES.title}
      description={LEADS_MESSAGES.description}
      toolbar={
        <>
          {contacts.data?.crmPause && <CrmPauseNotice pause={contacts.data.crmPause} />}
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7">
            <form role="search" onSubmit={submitSearch} className="sm:col-span-2">
              <Field id="contacts-search" label="Search">
                <Input
                  id="contacts-search"
                  type="search"
                  placeholder="e.g. Jane Doe, jane@acme.com or acme.com"
                  value={search}
                  aria-describedby={searchTooShort ? 'contacts-search-hint' : undefined}
                  onChange={(event) => {
                    setSearch(event.target.value);
                    applySearch.schedule(searchTermOf(event.target.value));
                  }}
                />
                {searchTooShort && (
                  <p id="contacts-search-hint" className="text-xs text-muted-foreground">
                    {LEADS_MESSAGES.searchHint(CONTACT_SEARCH_MIN_LENGTH)}
                  </p>
                )}
              </Field>
            </form>
            <FilterSelect
              id="contacts-status"
              label="CRM sync status"
              value={filters.status}
              options={STATUS_OPTIONS}
              onChange={(status: CrmSyncStatus | undefined) => update({ status })}
            />
            <FilterSelect
              id="contacts-source"
              label="Source"
              value={filters.source}
              options={SOURCE_OPTIONS}
              onChange={(source: ContactSource | undefined) => update({ source })}
            />
            <FilterSelect
              id="contacts-handled"
              label="Handled"
              value={filters.handled}
              options={HANDLED_OPTIONS}
              onChange={(handled: 'true' | 'false' | undefined) => update({ handled })}
            />
            <DayRange
              idPrefix="contacts"
              fromLabel="Received from"
              toLabel="Received to"
              fromDay={filters.fromDay}
              toDay={filters.toDay}
              onChange={update}
            />
          </div>
          <ListActions
            filtered={filtered}
            onClear={() => {
              applySearch.cancel();
              setSearch('');
              clear();
            }}
            exportUrl={contactsExportUrl(query)}
          />
        </>
      }
      query={{
        isPending: contacts.isPending || searching,
        isError: contacts.isError,
        error: contacts.error,
      }}
      rows={contacts.data?.contacts}
      rowKey={(contact) => contact.id}
      columns={columns(setHandling)}
      empty={filtered ? LEADS_MESSAGES.filteredEmpty : LEADS_MESSAGES.empty}
      footer={<CursorPager cursors={cursors} nextCursor={nextCursor} onChange={setCursors} />}
    >
      <HandleLeadDialog
        key={handling?.id ?? 'none'}
        contact={handling}
        onOpenChange={(open) => {
          if (!open) setHandling(null);
        }}
      />
    </AdminTableCard>
  );
}
