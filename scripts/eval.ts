/**
 * `npm run eval` (`node scripts/eval.ts [--drafter rules|model]`): drafts the initial report of
 * every synthetic company in eval/companies/ and scores each draft (scripts/lib/eval-score.ts):
 * the red flags worked out by hand, the phrases its notable figures call for, every number
 * grounded in the figures, and the sections a report needs. Prints a table and the total;
 * exits 1 below 100%. No database: the inputs are built as the server builds them
 * (scripts/lib/eval-companies.ts). What the fixtures are and how their expectations were
 * written: eval/README.md.
 *
 * `--drafter rules` (the default) scores the rules drafter. `--drafter model` scores the language
 * model the AI_ settings name (server/config.ts), with each company's notes, through the same
 * drafter as the server (at most three calls, the grounding check, no fallback: a company whose
 * model draft never passes scores 0); without AI_PROVIDER it says so and exits 0.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  reportDraftSchema,
  type ReportDraft,
  type ReportFigure,
} from '../common/reports/contract.ts';
import { metricsBrief, platformSpend } from '../common/brief/brief.ts';
import { loadConfig } from '../server/config.ts';
import { setUpLanguageModel, type LanguageModelPort } from '../server/integrations/llm/index.ts';
import { reportFigures, type DraftInputs } from '../server/modules/reports/figures.ts';
import { draftWithModel } from '../server/modules/reports/model-drafter.ts';
import { draftFromRules } from '../server/modules/reports/rules-drafter.ts';
import { draftInputsOf, issuesText, readCompanies, type Company } from './lib/eval-companies.ts';
import { projectRoot } from './lib/build.ts';
import {
  percent,
  scoreDraft,
  scoreFailures,
  scoreTable,
  totalScore,
  type ScoredCompany,
} from './lib/eval-score.ts';

/** A draft, or why the drafter gave none. */
type Drafter = (
  company: Company,
  inputs: DraftInputs,
  figures: readonly ReportFigure[],
) => ReportDraft | { refused: string } | Promise<ReportDraft | { refused: string }>;

const modelDrafter =
  (port: LanguageModelPort): Drafter =>
  async (company, inputs, figures) => {
    const outcome = await draftWithModel({
      model: port,
      inputs,
      figures,
      flags: metricsBrief(inputs.latest!, { platformSpend: platformSpend(inputs.check) }).flags,
      notes: (company.notes ?? []).map((text) => ({ category: 'context', text })),
      reserveCall: () => Promise.resolve(true),
    });
    return outcome.kind === 'model' ? outcome.draft : { refused: `no draft: ${outcome.reason}` };
  };

/** The drafter a name stands for, or why there is none to score. */
function drafterNamed(name: string): { drafter: Drafter } | { skip: string } | { error: string } {
  if (name === 'rules')
    return { drafter: (_company, inputs, figures) => draftFromRules(inputs, figures) };
  if (name === 'model') {
    const setup = setUpLanguageModel(loadConfig());
    if (setup.mode === 'none') return { skip: 'no language model configured (AI_PROVIDER)' };
    return { drafter: modelDrafter(setup.port) };
  }
  return { error: `Unknown drafter "${name}": use --drafter rules or --drafter model.` };
}

async function scoreCompany(drafter: Drafter, company: Company): Promise<ScoredCompany> {
  const inputs = draftInputsOf(company);
  const figures = reportFigures(inputs);
  const answer = await drafter(company, inputs, figures);
  if ('refused' in answer) return { company: company.name, refused: answer.refused };
  const drafted = reportDraftSchema.safeParse(answer);
  if (!drafted.success) return { company: company.name, refused: issuesText(drafted.error) };
  return { company: company.name, score: scoreDraft(drafted.data, figures, company.expected) };
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { drafter: { type: 'string', default: 'rules' } } });
  const chosen = drafterNamed(values.drafter);
  if ('skip' in chosen) {
    console.log(chosen.skip);
    return 0;
  }
  if ('error' in chosen) {
    console.error(chosen.error);
    return 1;
  }
  const companies = readCompanies(path.join(projectRoot, 'eval', 'companies'));
  const rows: ScoredCompany[] = [];
  for (const company of companies) rows.push(await scoreCompany(chosen.drafter, company));
  const total = totalScore(rows.map((row) => ('refused' in row ? { score: 0 } : row.score)));
  console.log(`The ${values.drafter} drafter on ${rows.length} companies (eval/companies):\n`);
  console.log(scoreTable(rows));
  const failures = scoreFailures(rows);
  if (failures.length) console.log(`\n${failures.join('\n')}`);
  console.log(`\nTotal: ${percent(total)}`);
  return total < 1 ? 1 : 0;
}

process.exitCode = await main();
