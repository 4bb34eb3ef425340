/**
 * Drafting with a language model (docs/product.md#initial-report, docs/decisions/135): at most
 * MODEL_CALLS_PER_DRAFT calls for one set of figures (the first, one retry after a transport
 * failure, one retry naming what the grounding check refused), each counted against the
 * project's daily cap first. The model's red flags are replaced by the rules' own. When no
 * call gives a draft that passes the check, the rules drafter's draft is used and says why.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { BriefFlag } from '../../../common/brief/brief.ts';
import { MODEL_CALLS_PER_DRAFT, type FallbackReason } from '../../../common/reports/constants.ts';
import {
  reportDraftSchema,
  type ReportDraft,
  type ReportFigure,
} from '../../../common/reports/contract.ts';
import type { LanguageModelPort } from '../../integrations/llm/index.ts';
import { draftProblems } from './draft-text.ts';
import { modelPrompt, retryPrompt, type PromptNote } from './model-prompt.ts';

export type ModelDraftOutcome =
  | {
      kind: 'model';
      draft: ReportDraft;
      modelId: string;
      usage: { inputTokens: number | null; outputTokens: number | null };
    }
  | { kind: 'fallback'; reason: FallbackReason };

export interface ModelDraftRequest {
  model: LanguageModelPort;
  inputs: Parameters<typeof modelPrompt>[0];
  figures: readonly ReportFigure[];
  flags: readonly BriefFlag[];
  /** The notes, scrubbed; null where the project does not share them. */
  notes: readonly PromptNote[] | null;
  /** Counts a call against the project's daily cap; false once the cap is reached. */
  reserveCall: () => Promise<boolean>;
  signal?: AbortSignal;
  /** The wait before the one retry of a failed call (a provider's 429 or 5xx needs a moment). */
  retryDelayMs?: number;
}

/** The SDK's own back-off before a retry. */
const RETRY_DELAY_MS = 2_000;

export async function draftWithModel(request: ModelDraftRequest): Promise<ModelDraftOutcome> {
  const { model, figures, flags } = request;
  const first = modelPrompt(request.inputs, figures, flags, request.notes);
  let prompt = first;
  let transportRetried = false;
  let groundingRetried = false;
  for (let call = 0; call < MODEL_CALLS_PER_DRAFT; call++) {
    if (!(await request.reserveCall())) return { kind: 'fallback', reason: 'daily_cap' };
    let answer: Awaited<ReturnType<LanguageModelPort['generateDraft']>>;
    try {
      answer = await model.generateDraft({ ...prompt, signal: request.signal });
    } catch {
      if (transportRetried) return { kind: 'fallback', reason: 'model_failed' };
      transportRetried = true;
      await delay(request.retryDelayMs ?? RETRY_DELAY_MS, undefined, { signal: request.signal });
      continue;
    }
    const parsed = reportDraftSchema.safeParse(answer.draft);
    const draft = parsed.success
      ? {
          ...parsed.data,
          redFlags: flags.map(({ title, why, figures: keys }) => ({ title, why, figures: keys })),
        }
      : null;
    const problems = draft
      ? draftProblems(draft, figures)
      : 'The draft did not match the requested shape.';
    if (draft && !problems) {
      return { kind: 'model', draft, modelId: model.modelId, usage: answer.usage };
    }
    if (groundingRetried) return { kind: 'fallback', reason: 'not_grounded' };
    groundingRetried = true;
    prompt = retryPrompt(first, problems!);
  }
  return { kind: 'fallback', reason: groundingRetried ? 'not_grounded' : 'model_failed' };
}
