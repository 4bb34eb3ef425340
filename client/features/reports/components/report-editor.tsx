/**
 * Editing the report's text (docs/product.md#initial-report): the Markdown beside a live preview
 * as the client will read it, saved as a new version on the version it was read from. When
 * someone saved another version meanwhile (409), the server's words stay under the text, the
 * text is kept, and the review reads the newest version.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { REPORT_BODY_MAX_LENGTH } from '../../../../common/reports/constants.ts';
import { REPORT_API, type FirmReport } from '../../../../common/reports/contract.ts';
import { REPORT_MESSAGES as M } from '../../../../common/reports/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { useReportWrite } from '../api/reports.ts';
import { ReportMarkdown } from './report-markdown.tsx';

type CurrentVersion = NonNullable<FirmReport['current']>;

export function ReportEditor({
  projectId,
  current,
  onDone,
}: {
  projectId: number;
  current: CurrentVersion;
  onDone: () => void;
}) {
  const previewId = useId();
  const queryClient = useQueryClient();
  const write = useReportWrite(projectId);
  // The version the text was read from, kept even when a newer one arrives meanwhile.
  const [{ basedOn, original }] = useState({ basedOn: current.id, original: current.body });
  const [body, setBody] = useState(original);
  const [failure, setFailure] = useState<string>();

  async function save(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    try {
      await write.mutateAsync({ kind: 'edit', basedOn, body });
      toast({ title: M.saved });
      onDone();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : M.actionFailed);
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: [REPORT_API.firm(projectId)] });
      }
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <FormField label={M.editLabel} hint={M.editHint} error={failure}>
          <Textarea
            value={body}
            maxLength={REPORT_BODY_MAX_LENGTH}
            spellCheck
            onChange={(event) => setBody(event.target.value)}
            className="min-h-[24rem] font-mono text-[13px] leading-6 lg:min-h-[36rem]"
          />
        </FormField>
        <section aria-labelledby={previewId} className="flex min-w-0 flex-col gap-2">
          <h3 id={previewId} className="text-sm font-medium">
            {M.preview}
          </h3>
          <div className="max-h-[28rem] overflow-y-auto rounded-lg border border-border bg-muted/30 p-4 lg:max-h-[36rem]">
            <ReportMarkdown text={body} className="wrap-anywhere" />
          </div>
        </section>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={write.isPending || body.trim() === '' || body === original}>
          {write.isPending ? M.saving : M.save}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {M.cancel}
        </Button>
      </div>
    </form>
  );
}
