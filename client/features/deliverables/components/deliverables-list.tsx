/** The files of a project, newest first: name, kind, size, date, and a download link each. */
import { Download, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DELIVERABLE_TYPES,
  deliverableDownloadPath,
  type Deliverable,
} from '../../../../common/deliverables/contract.ts';
import { DELIVERABLE_MESSAGES } from '../../../../common/deliverables/messages.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatFileSize } from '../format.ts';

export function DeliverablesList({
  query,
  items,
  empty,
  showUploader = false,
  actions,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null };
  items: readonly Deliverable[] | undefined;
  empty: string;
  /** The admin's view: who uploaded each file. */
  showUploader?: boolean;
  /** More buttons per file (the admin's Delete). */
  actions?: (deliverable: Deliverable) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <LoadingRegion label="Loading the files" className="flex flex-col gap-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </LoadingRegion>
    );
  }
  if (query.isError || !items) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{DELIVERABLE_MESSAGES.loadFailed}</AlertTitle>
        <AlertDescription>{query.error?.message}</AlertDescription>
      </Alert>
    );
  }
  if (items.length === 0) {
    return <p className="text-sm text-muted-foreground">{empty}</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-border" aria-label={DELIVERABLE_MESSAGES.title}>
      {items.map((deliverable) => (
        <li
          key={deliverable.id}
          className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
        >
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div className="flex min-w-0 flex-col gap-1">
              <span className="wrap-anywhere font-medium">{deliverable.fileName}</span>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <Badge variant="secondary">{DELIVERABLE_TYPES[deliverable.kind].label}</Badge>
                <span>{formatFileSize(deliverable.sizeBytes)}</span>
                <time dateTime={deliverable.createdAt}>
                  {formatDateTime(deliverable.createdAt)}
                </time>
                {showUploader && (
                  <span className="wrap-anywhere">
                    {DELIVERABLE_MESSAGES.uploadedBy(deliverable.uploadedBy)}
                  </span>
                )}
              </div>
            </div>
          </div>
          <div className="flex shrink-0 gap-2 pl-8 sm:pl-0">
            <Button variant="outline" size="sm" asChild>
              <a
                href={deliverableDownloadPath(deliverable.id)}
                download={deliverable.fileName}
                aria-label={DELIVERABLE_MESSAGES.downloadLabel(deliverable.fileName)}
              >
                <Download aria-hidden="true" />
                {DELIVERABLE_MESSAGES.download}
              </a>
            </Button>
            {actions?.(deliverable)}
          </div>
        </li>
      ))}
    </ul>
  );
}
