/**
 * The shape every benchmark part reports, so bench/run.ts can print one table, write
 * bench/results/latest.json and judge each budget (docs/product.md#performance).
 */
export interface Budget {
  /** The figure must be at most (`<=`) or at least (`>=`) this limit. */
  op: '<=' | '>=';
  limit: number;
}

export interface Figure {
  /** Which part produced it: 'api', 'pages', 'scale', 'size' or 'start'. */
  part: string;
  /** What was measured, e.g. 'GET /api/notes p99 @200 req/s'. */
  name: string;
  value: number;
  unit: string;
  budget?: Budget;
  /** Extra context worth printing (ratio to hello-world, run count, medians of what). */
  note?: string;
}

/** A part of the benchmark: `npm run bench -- <name>` runs just this one. */
export interface BenchPart {
  name: string;
  run(): Promise<Figure[]>;
}

export function passes(figure: Figure): boolean | undefined {
  if (!figure.budget) return undefined;
  return figure.budget.op === '<='
    ? figure.value <= figure.budget.limit
    : figure.value >= figure.budget.limit;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A positive number from the environment variable `name`, else `fallback`. */
export function knob(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
