/**
 * For bench parts run on their own (`node bench/size.ts`): print the figures as a table
 * and exit non-zero when a budget fails. bench/run.ts imports the same parts for the
 * full report.
 */
import { passes, type BenchPart, type Figure } from './figures.ts';

function formatValue(figure: Figure): string {
  const digits = Number.isInteger(figure.value) ? 0 : figure.value < 10 ? 2 : 1;
  return `${figure.value.toFixed(digits)} ${figure.unit}`.trim();
}

export function printFigures(figures: Figure[]): boolean {
  const rows = figures.map((figure) => {
    const verdict = passes(figure);
    return [
      figure.name,
      formatValue(figure),
      figure.budget ? `${figure.budget.op} ${figure.budget.limit} ${figure.unit}` : '',
      verdict === undefined ? '' : verdict ? 'ok' : 'FAIL',
      figure.note ?? '',
    ];
  });
  const header = ['figure', 'value', 'budget', '', 'note'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  return figures.every((figure) => passes(figure) !== false);
}

/** Runs a part, prints its table, and exits 1 when a budget fails (or the run throws). */
export async function runStandalone(part: BenchPart): Promise<void> {
  try {
    const figures = await part.run();
    const ok = printFigures(figures);
    if (!ok) console.error(`\n${part.name}: a budget failed`);
    process.exitCode = ok ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  }
}
