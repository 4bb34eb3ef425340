/** "Download brief (PDF)": the server's PDF of the project's brief (decision 106). */
import { Download } from 'lucide-react';
import { BRIEF_PDF_API } from '../../../../common/brief/contract.ts';
import { Button } from '../../../components/ui/button.tsx';

export function BriefPdfLink({ projectId }: { projectId: number }) {
  return (
    <Button variant="outline" asChild className="self-start print:hidden">
      <a href={BRIEF_PDF_API.member(projectId)} download>
        <Download aria-hidden="true" />
        Download brief (PDF)
      </a>
    </Button>
  );
}
