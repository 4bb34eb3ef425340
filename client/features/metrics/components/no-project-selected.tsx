/** The wizard's place when no project is active. */
import { FolderOpen } from 'lucide-react';
import { METRICS_MESSAGES } from '../../../../common/metrics/messages.ts';
import { Card, CardContent } from '../../../components/ui/card.tsx';

export function NoProjectSelected() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <FolderOpen className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{METRICS_MESSAGES.noProjectTitle}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{METRICS_MESSAGES.noProject}</p>
      </CardContent>
    </Card>
  );
}
