/**
 * An empty firm's first step (docs/product.md#states): the empty list's sentence, and the
 * button that opens Create Project right there.
 */
import { FolderPlus } from 'lucide-react';
import { useState } from 'react';
import { NO_PROJECT_MESSAGES } from '../../../../common/projects/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ProjectDialog } from './project-dialog.tsx';

export function FirstProjectOffer({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <span className="flex flex-col items-center gap-3">
      <span>{text}</span>
      <Button onClick={() => setOpen(true)}>
        <FolderPlus aria-hidden="true" />
        {NO_PROJECT_MESSAGES.createFirst}
      </Button>
      <ProjectDialog open={open} onOpenChange={setOpen} />
    </span>
  );
}
