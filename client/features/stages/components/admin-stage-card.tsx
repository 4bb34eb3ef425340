/**
 * The engagement's stage on the admin's project page (docs/product.md#stages): the five stages with
 * the current one, every move with its day, message and administrator, and (for an
 * administrator, while the engagement runs) the move: a stage, a day (today unless changed)
 * and an optional message that is mailed to the project's members. A closed engagement
 * (decision 101) is at no stage: the card says "Closed" with the day instead, and keeps the history.
 */
import { Lock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  ENGAGEMENT_STAGE_LABELS,
  ENGAGEMENT_STAGES,
  type EngagementStage,
} from '../../../../common/stages/constants.ts';
import { STAGE_MESSAGE_MAX_LENGTH, type AdminStage } from '../../../../common/stages/contract.ts';
import { STAGE_MESSAGES as M } from '../../../../common/stages/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { toast, toastFailure } from '../../../components/ui/toast-store.ts';
import { formatDate, formatDateInText, formatDateTime } from '../../../lib/format.ts';
import { useMoveStage } from '../api/stages.ts';
import { StageSteps } from './stage-steps.tsx';

const OPTIONS = ENGAGEMENT_STAGES.map((stage) => ({
  value: stage,
  label: ENGAGEMENT_STAGE_LABELS[stage],
}));

/** The browser's today as YYYY-MM-DD (the Canadian English format is ISO 8601's). */
const today = () => new Date().toLocaleDateString('en-CA');

/** The stage after the current one (or before the last): the usual move. */
function nextOf(stage: EngagementStage): EngagementStage {
  const index = ENGAGEMENT_STAGES.indexOf(stage);
  return ENGAGEMENT_STAGES[index + 1] ?? ENGAGEMENT_STAGES[index - 1]!;
}

function MoveStageForm({ projectId, current }: { projectId: number; current: EngagementStage }) {
  const [stage, setStage] = useState<EngagementStage>(nextOf(current));
  const [effectiveOn, setEffectiveOn] = useState(today);
  const [message, setMessage] = useState('');
  const move = useMoveStage(projectId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const moved = await move.mutateAsync({ stage, effectiveOn, message });
      toast({ title: M.moved(ENGAGEMENT_STAGE_LABELS[moved.stage]) });
      setStage(nextOf(moved.stage));
      setMessage('');
    } catch (error) {
      toastFailure(M.moveFailed, error);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <h3 className="font-semibold">{M.moveTitle}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={M.stageLabel}>
          <Select
            value={stage}
            options={OPTIONS}
            onValueChange={(value) => setStage(value as EngagementStage)}
          />
        </FormField>
        <FormField label={M.dateLabel}>
          <Input
            type="date"
            required
            value={effectiveOn}
            onChange={(event) => setEffectiveOn(event.target.value)}
          />
        </FormField>
      </div>
      <FormField label={M.messageLabel} hint={M.messageHint}>
        <Textarea
          maxLength={STAGE_MESSAGE_MAX_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </FormField>
      <div>
        <Button type="submit" variant="outline" disabled={move.isPending || stage === current}>
          {move.isPending ? M.moving : M.move}
        </Button>
      </div>
    </form>
  );
}

export function AdminStageCard({
  projectId,
  stage,
  closedAt,
  canMove,
}: {
  projectId: number;
  stage: AdminStage;
  /** When the engagement was closed (ISO), null while it runs. */
  closedAt: string | null;
  /** An administrator (the move is never offered on a closed engagement). */
  canMove: boolean;
}) {
  const titleId = useId();
  const closed = closedAt !== null;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {M.title}
        </CardTitle>
        {!closed && stage.since && (
          <p className="text-sm text-muted-foreground">{M.since(formatDateInText(stage.since))}</p>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {closed ? (
          <p className="flex items-center gap-2 rounded-md border border-primary bg-primary/5 px-3 py-2 text-sm font-semibold text-primary">
            <Lock aria-hidden="true" className="size-4 shrink-0" />
            {M.closedOn(formatDateInText(closedAt))}
          </p>
        ) : (
          <StageSteps stage={stage.stage} />
        )}
        {canMove && !closed && <MoveStageForm projectId={projectId} current={stage.stage} />}
        <div>
          <h3 className="font-semibold">{M.history}</h3>
          {stage.history.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {closed ? M.closedUnmoved : M.noHistory}
            </p>
          ) : (
            <ol className="mt-2 flex flex-col gap-3">
              {stage.history.map((move) => (
                <li key={move.id} className="border-l-2 pl-3 text-sm">
                  <p>
                    <span className="font-medium">{ENGAGEMENT_STAGE_LABELS[move.stage]}</span>
                    {' · '}
                    {formatDate(move.effectiveOn)}
                  </p>
                  <p className="text-muted-foreground">
                    {move.movedBy ? M.movedBy(move.movedBy) : M.movedByDraft},{' '}
                    <time dateTime={move.movedAt}>{formatDateTime(move.movedAt)}</time>
                  </p>
                  {move.message && (
                    <p className="mt-1 whitespace-pre-line wrap-anywhere">{move.message}</p>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
