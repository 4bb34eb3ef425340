/** The wizard's place when no project is active. */
import { FolderOpen } from 'lucide-react';
import { DATA_MESSAGES } from '../../../../common/messages.ts';
import { Card, CardContent } from '../../../components/ui/card.tsx';

export function NoProjectSelected() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <FolderOpen className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{DATA_MESSAGES.noProjectTitle}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{DATA_MESSAGES.noProject}</p>
      </CardContent>
    </Card>
  );
}
