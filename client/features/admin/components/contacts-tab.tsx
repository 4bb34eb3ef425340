import { useState } from 'react';
import {
  CRM_SYNC_STATUS_LABELS,
  CRM_SYNC_STATUSES,
  type CrmSyncStatus,
} from '../../../../common/crm-sync.ts';
import type { AdminContact } from '../../../../common/contracts/contact.ts';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { CONTACT_SOURCE_LABELS } from '../../contact/index.ts';
import { useAdminContacts } from '../api/admin.ts';
import { AdminTableCard, type AdminColumn } from './admin-table-card.tsx';
import { CrmPauseNotice } from './crm-pause-notice.tsx';
import { formatDateTime } from './dates.ts';

const PAGE_SIZE = 25;
const ALL = 'all';
const STATUS_BADGE: Record<CrmSyncStatus, BadgeProps['variant']> = {
  synced: 'default',
  pending: 'secondary',
  failed: 'destructive',
  not_configured: 'outline',
};
const FILTER_OPTIONS = [
  { value: ALL, label: 'All statuses' },
  ...CRM_SYNC_STATUSES.map((status) => ({ value: status, label: CRM_SYNC_STATUS_LABELS[status] })),
];

/** The status comes right after the name, so a phone shows it without scrolling the table. */
const columns: AdminColumn<AdminContact>[] = [
  {
    header: 'Name',
    className: 'min-w-32 font-medium',
    cell: (contact) => `${contact.firstName} ${contact.lastName}`,
  },
  {
    header: 'CRM Sync',
    cell: (contact) => (
      <Badge variant={STATUS_BADGE[contact.crmSyncStatus]}>
        {CRM_SYNC_STATUS_LABELS[contact.crmSyncStatus]}
      </Badge>
    ),
  },
  { header: 'Work Email', cell: (contact) => contact.workEmail },
  { header: 'Source', cell: (contact) => CONTACT_SOURCE_LABELS[contact.source] },
  {
    header: 'Received',
    className: 'whitespace-nowrap',
    cell: (contact) => formatDateTime(contact.createdAt),
  },
  { header: 'Attempts', className: 'text-right', cell: (contact) => contact.crmSyncAttempts },
  {
    header: 'Last Error',
    className: 'min-w-48 max-w-80 text-muted-foreground',
    cell: (contact) =>
      contact.crmLastError ? (
        <span className="line-clamp-3 break-words">{contact.crmLastError}</span>
      ) : (
        '—'
      ),
  },
];

export function ContactsTab() {
  const [status, setStatus] = useState<CrmSyncStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const contacts = useAdminContacts({ status, page, pageSize: PAGE_SIZE });
  const total = contacts.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <AdminTableCard
      title="Contacts"
      description="Consultation requests from the website and their delivery to the CRM."
      toolbar={
        <>
          {contacts.data?.crmPause && <CrmPauseNotice pause={contacts.data.crmPause} />}
          <Select
            aria-label="CRM sync status"
            className="sm:w-56"
            value={status ?? ALL}
            onValueChange={(value) => {
              setStatus(value === ALL ? undefined : (value as CrmSyncStatus));
              setPage(1);
            }}
            options={FILTER_OPTIONS}
          />
        </>
      }
      query={contacts}
      rows={contacts.data?.contacts}
      rowKey={(contact) => contact.id}
      columns={columns}
      empty={status ? 'No contacts with this status.' : 'No consultation requests yet.'}
      footer={
        total > PAGE_SIZE && (
          <div className="flex items-center justify-end gap-2 text-sm text-muted-foreground">
            <span>
              Page {page} of {pages} · {total} contacts
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              Next
            </Button>
          </div>
        )
      }
    />
  );
}
