/**
 * The project's brief as a PDF (decision 106), and its submissions and notes as CSV and JSON
 * files (streamed by the server).
 */
import { Download, FileText } from 'lucide-react';
import { BRIEF_PDF_API } from '../../../../../common/brief/contract.ts';
import {
  EXPORT_FORMATS,
  EXPORT_KINDS,
  workspaceExportPath,
} from '../../../../../common/admin/workspace-contract.ts';
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
          The brief as a PDF: the latest submission, its figures and red flags, the platform check,
          connections and notes. Every submission and note of the project: CSV opens in a
          spreadsheet; JSON keeps the values exactly as stored.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" asChild>
          <a href={BRIEF_PDF_API.firm(projectId)} download>
            <FileText aria-hidden="true" />
            Brief (PDF)
          </a>
        </Button>
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
