/**
 * Mail that could not be delivered (decision 087): each failed message's recipients, subject,
 * attempts and last error, never its text, with "Send again" once the cause is fixed.
 */
import type { FailedMail } from '../../../../common/mail/contract.ts';
import { MAIL_ADMIN_MESSAGES } from '../../../../common/mail/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useFailedMail, useRetryMail } from '../api/admin.ts';
import { AdminTableCard, type AdminColumn } from './admin-table-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';

function RetryButton({ mail }: { mail: FailedMail }) {
  const retry = useRetryMail();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={retry.isPending}
      aria-label={`${MAIL_ADMIN_MESSAGES.retry}: ${mail.subject}`}
      onClick={() =>
        retry.mutate(mail.id, {
          onSuccess: () => toast({ title: MAIL_ADMIN_MESSAGES.retried }),
          onError: (error) =>
            toast({
              title: MAIL_ADMIN_MESSAGES.retryFailed,
              description: error.message,
              variant: 'destructive',
            }),
        })
      }
    >
      {MAIL_ADMIN_MESSAGES.retry}
    </Button>
  );
}

const columns: AdminColumn<FailedMail>[] = [
  { header: 'Subject', className: 'min-w-48 font-medium', cell: (mail) => mail.subject },
  { header: 'To', className: 'min-w-44 break-words', cell: (mail) => mail.to.join(', ') },
  {
    header: 'Stored',
    className: 'whitespace-nowrap',
    cell: (mail) => formatDateTime(mail.createdAt),
  },
  { header: 'Attempts', className: 'text-right', cell: (mail) => mail.attempts },
  {
    header: 'Last Error',
    className: 'min-w-48 max-w-80 text-muted-foreground',
    cell: (mail) => <span className="line-clamp-3 break-words">{mail.lastError ?? '—'}</span>,
  },
  { header: 'Actions', cell: (mail) => <RetryButton mail={mail} /> },
];

export function MailTab() {
  const failed = useFailedMail();
  return (
    <AdminTableCard
      title={MAIL_ADMIN_MESSAGES.title}
      description={MAIL_ADMIN_MESSAGES.description}
      query={failed}
      rows={failed.data?.messages}
      rowKey={(mail) => mail.id}
      columns={columns}
      empty={MAIL_ADMIN_MESSAGES.empty}
    />
  );
}
