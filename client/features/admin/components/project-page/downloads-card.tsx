/** The project's submissions and notes as CSV and JSON files (streamed by the server). */
import { Download } from 'lucide-react';
import {
  EXPORT_FORMATS,
  EXPORT_KINDS,
  workspaceExportPath,
} from '../../../../../common/contracts/workspace.ts';
import { Button } from '../../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../components/ui/card.tsx';

const KIND_LABELS = { submissions: 'Submissions', notes: 'Notes' } as const;

export function DownloadsCard({ projectId }: { projectId: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Downloads</CardTitle>
        <CardDescription>
          Every submission and note of the project. CSV opens in a spreadsheet; JSON keeps the
          values exactly as stored.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        {EXPORT_KINDS.flatMap((kind) =>
          EXPORT_FORMATS.map((format) => (
            <Button key={`${kind}.${format}`} variant="outline" asChild>
              <a href={workspaceExportPath(projectId, kind, format)} download>
                <Download aria-hidden="true" />
                {KIND_LABELS[kind]} ({format.toUpperCase()})
              </a>
            </Button>
          )),
        )}
      </CardContent>
    </Card>
  );
}
