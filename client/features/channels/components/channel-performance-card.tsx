/**
 * "Channel performance" as a card: the client's (the project's members and viewers read the
 * snapshot) and the firm's, which may also read the warehouse again now.
 */
import { useId, type ReactNode } from 'react';
import { CHANNEL_MESSAGES as M } from '../../../../common/channels/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { saveWithToast } from '../../../lib/save-with-toast.ts';
import { useAdminChannels, useProjectChannels, useRefreshChannels } from '../api/channels.ts';
import { ChannelPerformanceView } from './channel-performance-view.tsx';

type ChannelsRead = ReturnType<typeof useProjectChannels>;

function ChannelsCard({ read, action }: { read: ChannelsRead; action?: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle as="h2" id={titleId}>
            {M.title}
          </CardTitle>
          {action}
        </div>
        <CardDescription>{M.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        <ChannelsContent read={read} />
      </CardContent>
    </Card>
  );
}

function ChannelsContent({ read }: { read: ChannelsRead }) {
  if (read.isPending) {
    return (
      <LoadingRegion label={M.title} className="flex flex-col gap-3">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-48 w-full" />
      </LoadingRegion>
    );
  }
  if (read.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {`${M.loadFailed}: ${read.error.message}`}
      </p>
    );
  }
  return <ChannelPerformanceView data={read.data} />;
}

/** The client's card, for the dashboard's brief. */
export function ChannelPerformanceCard({ projectId }: { projectId: number }) {
  return <ChannelsCard read={useProjectChannels(projectId)} />;
}

/** The firm's card, for the project page: the same section, and "Refresh now". */
export function AdminChannelPerformanceCard({ projectId }: { projectId: number }) {
  const read = useAdminChannels(projectId);
  const refresh = useRefreshChannels(projectId);
  const available = read.data && read.data.warehouse !== 'unavailable';
  return (
    <ChannelsCard
      read={read}
      action={
        available ? (
          <Button
            variant="outline"
            size="sm"
            disabled={refresh.isPending}
            onClick={() => void saveWithToast(() => refresh.mutateAsync(), M.refreshed)}
          >
            {refresh.isPending ? M.refreshing : M.refresh}
          </Button>
        ) : null
      }
    />
  );
}
