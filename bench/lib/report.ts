/**
 * The benchmark report: one table on the console, bench/results/latest.json, and a dated
 * table appended to bench/results/run-log.md (not tracked by git).
 */
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { passes, type Figure } from './figures.ts';
import { benchPostgresLabel, resultsDir } from './processes.ts';

export interface PartOutcome {
  name: string;
  status: 'measured' | 'not available' | 'failed';
  /** Why a part is not available or failed. */
  reason?: string;
  seconds: number;
}

export interface Report {
  date: string;
  node: string;
  cpu: string;
  cores: number;
  memoryGb: number;
  /** The PostgreSQL of the database-backed parts (start always runs its own embedded one). */
  database: string;
  parts: PartOutcome[];
  figures: (Figure & { result: 'PASS' | 'FAIL' | null })[];
  passed: boolean;
}

const RUN_LOG = path.join(resultsDir, 'run-log.md');

export function buildReport(parts: PartOutcome[], figures: Figure[]): Report {
  const judged = figures.map((figure) => {
    const verdict = passes(figure);
    return { ...figure, result: verdict === undefined ? null : verdict ? 'PASS' : 'FAIL' } as const;
  });
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    database: benchPostgresLabel(),
    parts,
    figures: judged,
    passed:
      parts.every((part) => part.status === 'measured') &&
      judged.every((figure) => figure.result !== 'FAIL'),
  };
}

export function formatValue(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

const formatBudget = (figure: Figure) =>
  figure.budget
    ? `${figure.budget.op === '<=' ? '≤' : '≥'} ${formatValue(figure.budget.limit)}${figure.unit && figure.unit !== '%' ? ` ${figure.unit}` : figure.unit}`
    : '';

interface Row {
  figure: string;
  value: string;
  unit: string;
  budget: string;
  result: string;
  note: string;
}

function rows(report: Report): Row[] {
  const partRows: Row[] = report.parts
    .filter((part) => part.status !== 'measured')
    .map((part) => ({
      figure: `${part.name}: part ${part.status}`,
      value: 'n/a',
      unit: '',
      budget: '',
      result: 'FAIL',
      note: part.reason ?? '',
    }));
  const figureRows = report.figures.map((figure) => ({
    figure: figure.name,
    value: formatValue(figure.value),
    unit: figure.unit,
    budget: formatBudget(figure),
    result: figure.result ?? '',
    note: figure.note ?? '',
  }));
  return [...figureRows, ...partRows];
}

export function machineLine(report: Report): string {
  return `Node ${report.node}, ${report.cpu} × ${report.cores} cores, ${report.memoryGb} GB, database ${report.database}`;
}

/** The console table: figure, value, unit, budget, PASS/FAIL, and each note under its row. */
export function printReport(report: Report): void {
  const table = rows(report);
  const columns = ['figure', 'value', 'unit', 'budget', 'result'] as const;
  const widths = Object.fromEntries(
    columns.map((column) => [
      column,
      Math.max(column.length, ...table.map((row) => row[column].length)),
    ]),
  ) as Record<(typeof columns)[number], number>;
  const line = (row: Record<(typeof columns)[number], string>) =>
    columns
      .map((column) =>
        column === 'value'
          ? row[column].padStart(widths[column])
          : row[column].padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  console.log('');
  console.log(`Benchmark ${report.date} · ${machineLine(report)}`);
  console.log(
    line({ figure: 'figure', value: 'value', unit: 'unit', budget: 'budget', result: 'result' }),
  );
  console.log(columns.map((column) => '-'.repeat(widths[column])).join('  '));
  for (const row of table) {
    console.log(line(row));
    if (row.note) console.log(`    ${row.note}`);
  }
  const failures = table.filter((row) => row.result === 'FAIL').length;
  console.log('');
  console.log(
    failures
      ? `${failures} budget(s) FAIL`
      : `All ${table.filter((row) => row.result).length} budgets PASS`,
  );
}

export function writeLatest(report: Report): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'latest.json');
  // JSON has no NaN: an unavailable figure's value is written as null.
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

export function markdownTable(report: Report): string {
  const header = '| figure | value | budget | result | note |\n|---|--:|---|---|---|';
  const body = rows(report).map(
    (row) =>
      `| ${escapeCell(row.figure)} | ${row.value}${row.unit && row.value !== 'n/a' ? ` ${row.unit}` : ''} | ${row.budget} | ${row.result} | ${escapeCell(row.note)} |`,
  );
  return [header, ...body].join('\n');
}

/** Appends the run's table to bench/results/run-log.md (kept out of git). */
export function appendToRunLog(report: Report, partNames: string[]): void {
  const when = report.date.replace('T', ' ').replace(/:\d\d\.\d+Z$/, ' UTC');
  const section = [
    `## ${when} — ${partNames.join(', ')} (${report.passed ? 'all PASS' : 'FAIL'})`,
    '',
    `${machineLine(report)}.`,
    '',
    markdownTable(report),
  ].join('\n');
  mkdirSync(resultsDir, { recursive: true });
  if (!existsSync(RUN_LOG)) writeFileSync(RUN_LOG, '# Benchmark run log\n\nNewest last.\n');
  appendFileSync(RUN_LOG, `\n${section}\n`);
}
