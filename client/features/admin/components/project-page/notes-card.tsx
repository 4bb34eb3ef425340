/** Every note of the project, newest first, with its category, author and date. */
import { NOTE_CATEGORY_LABELS } from '../../../../../common/notes/constants.ts';
import { PROJECT_PAGE_MESSAGES } from '../../../../../common/admin/messages.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../../components/ui/alert.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../components/ui/card.tsx';
import { LoadingRegion, Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useProjectNotes } from '../../api/workspace.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { LoadMore } from './load-more.tsx';

export function NotesCard({ projectId }: { projectId: number }) {
  const notes = useProjectNotes(projectId);
  const items = notes.data?.pages.flatMap((page) => page.items);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Notes</CardTitle>
        <CardDescription>
          The context the project&apos;s members wrote, newest first.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {notes.isPending ? (
          <LoadingRegion label="Loading notes" className="flex flex-col gap-4">
            {[0, 1].map((note) => (
              <div key={note} className="flex flex-col gap-2">
                <Skeleton className="h-5 w-48" />
                <Skeleton className="h-4 w-full" />
              </div>
            ))}
          </LoadingRegion>
        ) : notes.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Could not load notes</AlertTitle>
            <AlertDescription>{notes.error.message}</AlertDescription>
          </Alert>
        ) : items?.length ? (
          <ul className="flex flex-col divide-y divide-border" aria-label="Notes">
            {items.map((note) => (
              <li key={note.id} className="flex flex-col gap-2 py-3 first:pt-0">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <Badge variant="secondary">{NOTE_CATEGORY_LABELS[note.category]}</Badge>
                  <span className="wrap-anywhere text-muted-foreground">{note.author}</span>
                  <time className="text-muted-foreground" dateTime={note.createdAt}>
                    {formatDateTime(note.createdAt)}
                  </time>
                </div>
                <p className="whitespace-pre-wrap break-words text-sm">{note.content}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="py-4 text-center text-sm text-muted-foreground">
            {PROJECT_PAGE_MESSAGES.noNotes}
          </p>
        )}
        <LoadMore list={notes} />
      </CardContent>
    </Card>
  );
}
