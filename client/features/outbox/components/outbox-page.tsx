/**
 * The mail outbox sandbox (/portal/outbox, outside production): the mail the product stored
 * to send to the signed-in user (every message, to an administrator), as it would arrive,
 * with where it is in its delivery. The HTML is shown in a sandboxed frame: no scripts, no
 * access to the portal; its links open in a new tab.
 */
import {
  MAIL_STATUS_LABELS,
  type MailStatus,
  type OutboxMessage,
} from '../../../../common/mail/contract.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useOutbox } from '../api/outbox.ts';

const STATUS_BADGE: Record<MailStatus, BadgeProps['variant']> = {
  pending: 'secondary',
  sent: 'default',
  held: 'outline',
  failed: 'destructive',
};

/** The message's document, its links opening outside the frame. */
const framed = (html: string) => html.replace('<head>', '<head><base target="_blank">');

function MessageCard({ message }: { message: OutboxMessage }) {
  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-base">{message.subject}</CardTitle>
          <Badge variant={STATUS_BADGE[message.status]}>{MAIL_STATUS_LABELS[message.status]}</Badge>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <dt>To</dt>
          <dd className="break-all text-foreground">{message.to.join(', ')}</dd>
          <dt>Stored</dt>
          <dd>
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </dd>
          <dt>Attempts</dt>
          <dd>{message.attempts}</dd>
          {message.lastError && (
            <>
              <dt>Last error</dt>
              <dd className="break-words text-destructive">{message.lastError}</dd>
            </>
          )}
        </dl>
      </CardHeader>
      <CardContent>
        <iframe
          title={`Message: ${message.subject}`}
          srcDoc={framed(message.html)}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          className="h-[28rem] w-full rounded-md border border-border bg-white"
        />
      </CardContent>
    </Card>
  );
}

export function OutboxPage() {
  const outbox = useOutbox();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">Outbox</h1>
          <Badge variant="sandbox" title="Not in production: mail the product stored to send">
            Sandbox
          </Badge>
        </div>
        <p className="mt-1 text-muted-foreground">
          The mail the product stored to send to your address, newest first, as it would arrive (an
          administrator sees every message). Without an SMTP server (SMTP_URL) messages are held
          here and never sent.
        </p>
      </div>
      {outbox.isPending && <PageLoading label="Loading the outbox" />}
      {outbox.isError && (
        <Alert variant="destructive">
          <AlertDescription>{outbox.error.message}</AlertDescription>
        </Alert>
      )}
      {outbox.data?.messages.length === 0 && (
        <p className="text-muted-foreground">No messages yet.</p>
      )}
      {outbox.data?.messages.map((message) => (
        <MessageCard key={message.id} message={message} />
      ))}
    </div>
  );
}
