/**
 * The initial report's grounding check (docs/product.md#initial-report): every figure-like
 * number in a drafted text must be one of the figures the drafter was given, or a constant
 * any text may use, so a draft cannot state a number nothing supports.
 *
 * A number agrees with a figure at the precision it is shown with: "$4.2M" stands for
 * anything from 4.15M to 4.25M, "46%" for 45.5 to 46.5. Values are compared in the units the
 * text shows (a percent figure is stored as 46, not 0.46). Dates, years, periods (Q1, FY25),
 * names with digits (GA4, B2B) and Markdown numbering hold digits but no figure.
 */

/**
 * What a number is: money ("$4.2M"), a percentage ("46%"), a multiple ("2.5x") or a plain
 * number ("12", "twelve"). A number written with its kind is supported only by that kind, so
 * "10x" is neither the "10%" of a threshold nor ten conversions; a plain number by any kind.
 */
export const NUMBER_KINDS = ['money', 'percent', 'multiple', 'number'] as const;
export type NumberKind = (typeof NUMBER_KINDS)[number];

export interface GroundingFigure {
  key: string;
  value: number;
  /** Plain ('number') when not given. */
  kind?: NumberKind;
}

/** A constant any text may use: a plain number, or one of a kind. */
export type AllowedConstant = number | { value: number; kind: NumberKind };

export interface FoundNumber {
  text: string;
  value: number;
  kind: NumberKind;
  start: number;
  end: number;
}

export interface GroundingMatch {
  found: FoundNumber;
  /** The figure's key, or `allowed:<n>` for an allowed constant. */
  key: string;
}

export interface Grounding {
  ok: boolean;
  unsupported: FoundNumber[];
  matches: GroundingMatch[];
}

/** A number as read: what it says, how precisely, and whether it was written with a sign. */
interface Reading {
  found: FoundNumber;
  /** Half a unit of its last shown digit. */
  tolerance: number;
  signed: boolean;
}

const MONTH = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
/** Letters that may follow digits and still make a figure: 10k, $4.2M, 1.2bn, 2.5x, 3pp. */
const UNIT_LETTERS = String.raw`(?:k|K|MM|mm|M|m|bn|B|x|pp)`;

/** Spans that hold digits but no figure; blanked out, in this order, before numbers are read. */
const NOT_FIGURES: readonly RegExp[] = [
  // 2026-05-02, 2026-05-02T10:00Z, 2026-05, a fiscal 2024-25
  /\b\d{4}-\d{2}(?:-\d{2}(?:T[\d:.]+Z?)?)?\b/g,
  // 05/02/2026, 02.05.2026
  /\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b/g,
  // May 2, 2026 · 2 May 2026 · May 2026 (capitalised: "may" is also a verb)
  new RegExp(
    String.raw`\b(?:${MONTH}\s+${DAY}(?:,?\s+\d{4})?|${DAY}\s+${MONTH}(?:,?\s+\d{4})?|${MONTH},?\s+\d{4})\b`,
    'g',
  ),
  // Q1-Q4, H1/H2, FY2025, FY25, FY '25
  /\b(?:Q[1-4]|H[12]|FY\s?'?\d{2,4})\b/g,
  /\btrailing[\s-]+(?:twelve|12)[\s-]+months?\b/gi,
  // Markdown: an ordered list's "1. " or "2) ", a heading's section number ("## 2.1 Churn")
  /^[ \t]*\d+[.)](?=[ \t])/gm,
  /^#{1,6}[ \t]+\d+(?:\.\d+)*[.)]?(?=[ \t])/gm,
  // Names where letters touch digits (GA4, B2B, 3D, Web3), but for a number with its unit
  new RegExp(
    String.raw`\b(?!\d+${UNIT_LETTERS}\b)(?=[A-Za-z\d]*\d)(?=[A-Za-z\d]*[A-Za-z])[A-Za-z\d]+\b`,
    'g',
  ),
];

/**
 * "12,500,000", "−12%", "$4.2M", "$3 million", "46.2 %", "46 percent", "2.5x", "3×". A sign
 * counts only after a space or an opening mark, so the dash of "8-35" or "$10k–$20k" is read
 * as a range.
 */
const DIGIT_NUMBER = new RegExp(
  String.raw`(?<![\w.])` +
    String.raw`(?:(?<=^|[\s([{"'“‘:=*_|])(?<sign>[+\-\u2212]))?` +
    String.raw`(?<currency>[$€£])?` +
    String.raw`(?<digits>\d{1,3}(?:,\d{3})+(?!\d)(?:\.\d+)?|\d+(?:\.\d+)?)` +
    String.raw`(?<scale>[ \u00a0]?(?:thousand|million|billion)\b|(?:k|K|MM|mm|M|m|bn|B)(?!\w))?` +
    String.raw`(?<unit>[ \u00a0]?%|[ \u00a0]?per[ \u00a0]?cent\b|[ \u00a0]?[x×](?!\w)|[ \u00a0]times\b|pp(?!\w))?`,
  'g',
);

const SCALES: Readonly<Record<string, number>> = {
  hundred: 100,
  thousand: 1e3,
  k: 1e3,
  K: 1e3,
  million: 1e6,
  MM: 1e6,
  mm: 1e6,
  M: 1e6,
  m: 1e6,
  billion: 1e9,
  bn: 1e9,
  B: 1e9,
};

const SMALL_NUMBER_WORDS = (
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen ' +
  'fifteen sixteen seventeen eighteen nineteen'
).split(' ');
const TENS_WORDS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const WORD_VALUES = new Map<string, number>([
  ...SMALL_NUMBER_WORDS.map((word, value): [string, number] => [word, value]),
  ...TENS_WORDS.map((word, index): [string, number] => [word, (index + 2) * 10]),
]);
const SCALE_WORDS = ['hundred', 'thousand', 'million', 'billion'];
const NUMBER_WORD = new RegExp(
  String.raw`\b(?:${[...WORD_VALUES.keys(), ...SCALE_WORDS].join('|')})\b`,
  'gi',
);
/** What joins the words of one number: "twenty-five", "two million", "a hundred and ten". */
const WORD_JOIN = /^[\s-]+$/;
const AND_AFTER_HUNDRED = /^\s+and\s+$/i;
const ARTICLE_BEFORE = /\ba[ \t]+$/i;
/** A unit after number words: "times" (a multiple) or "percent" / "per cent" / "%". */
const WORD_UNIT = /^[ \t]*(?:(times\b)|%|per[ \t]?cent\b)/i;

/** Agreement within the tolerance, plus floating-point noise ("4.2" × 1e6). */
const EPSILON = 1e-9;

const blank = (span: string) => ' '.repeat(span.length);

function readDigitNumbers(text: string): Reading[] {
  return [...text.matchAll(DIGIT_NUMBER)].flatMap((match): Reading[] => {
    const { sign, currency, digits = '', scale, unit } = match.groups ?? {};
    const isYear = !sign && !currency && !scale && !unit && /^\d{4}$/.test(digits);
    if (isYear && Number(digits) >= 1900 && Number(digits) <= 2100) return [];
    const multiplier = scale ? (SCALES[scale.trim()] ?? 1) : 1;
    const decimals = digits.split('.')[1]?.length ?? 0;
    const negative = sign === '-' || sign === '\u2212';
    const magnitude = Number(digits.replaceAll(',', '')) * multiplier;
    const start = match.index;
    const kind: NumberKind = currency
      ? 'money'
      : !unit
        ? 'number'
        : /[x×]|times/.test(unit)
          ? 'multiple'
          : 'percent';
    return [
      {
        found: {
          text: match[0],
          value: negative ? -magnitude : magnitude,
          kind,
          start,
          end: start + match[0].length,
        },
        tolerance: (0.5 * multiplier) / 10 ** decimals,
        signed: sign !== undefined,
      },
    ];
  });
}

/** "twenty-five" → 25, "two million" → 2,000,000, "a hundred" → 100; tolerance from the last scale. */
function valueOfWords(words: readonly string[]): { value: number; tolerance: number } {
  let total = 0;
  let group = 0;
  for (const word of words) {
    const scale = SCALES[word];
    if (scale === undefined) group += WORD_VALUES.get(word) ?? 0;
    else if (scale === 100) group = (group || 1) * 100;
    else {
      total += (group || 1) * scale;
      group = 0;
    }
  }
  const last = words.at(-1) ?? '';
  return { value: total + group, tolerance: 0.5 * (SCALES[last] ?? 1) };
}

function readWordNumbers(text: string): Reading[] {
  const runs: { words: string[]; start: number; end: number }[] = [];
  for (const match of text.matchAll(NUMBER_WORD)) {
    const word = match[0].toLowerCase();
    const previous = runs.at(-1);
    const gap = previous ? text.slice(previous.end, match.index) : '';
    const joins =
      WORD_JOIN.test(gap) || (previous?.words.at(-1) === 'hundred' && AND_AFTER_HUNDRED.test(gap));
    if (previous && joins) {
      previous.words.push(word);
      previous.end = match.index + match[0].length;
    } else {
      runs.push({ words: [word], start: match.index, end: match.index + match[0].length });
    }
  }
  return runs.flatMap(({ words, start, end }): Reading[] => {
    // "one" alone is a pronoun ("one platform"), not a figure.
    if (words.length === 1 && words[0] === 'one') return [];
    const article = SCALE_WORDS.includes(words[0] ?? '')
      ? ARTICLE_BEFORE.exec(text.slice(Math.max(0, start - 8), start))
      : null;
    const from = article ? start - article[0].length : start;
    const { value, tolerance } = valueOfWords(words);
    // "ten times", "twelve percent": a unit after the words gives them its kind.
    const unit = WORD_UNIT.exec(text.slice(end));
    const kind: NumberKind = !unit ? 'number' : unit[1] ? 'multiple' : 'percent';
    return [
      {
        found: { text: text.slice(from, end), value, kind, start: from, end },
        tolerance,
        signed: false,
      },
    ];
  });
}

/** Every figure-like number of a text, in order, with its precision. */
function readNumbers(text: string): Reading[] {
  const withoutNonFigures = NOT_FIGURES.reduce(
    (masked, pattern) => masked.replace(pattern, blank),
    text,
  );
  const digitNumbers = readDigitNumbers(withoutNonFigures);
  // The words left once digit numbers are blanked ("4.2 million" is read once, as digits).
  const wordsOnly = digitNumbers.reduce(
    (masked, { found }) =>
      masked.slice(0, found.start) + blank(found.text) + masked.slice(found.end),
    withoutNonFigures,
  );
  return [...digitNumbers, ...readWordNumbers(wordsOnly)].sort(
    (a, b) => a.found.start - b.found.start,
  );
}

/** Every figure-like number of a text, in order ("$4.2M" → 4,200,000, "twelve" → 12). */
export function findFigures(text: string): FoundNumber[] {
  return readNumbers(text).map(({ found }) => found);
}

/** How far a reading is from a figure, null when they disagree at the shown precision or kind. */
function distance(
  { found, tolerance, signed }: Reading,
  { value, kind = 'number' }: GroundingFigure,
): number | null {
  if (found.kind !== 'number' && found.kind !== kind) return null;
  const slack = tolerance + EPSILON * Math.max(1, Math.abs(value));
  // A plain number also agrees with a negative figure of its size ("12% below target" for -12).
  const shown = signed ? [found.value] : [found.value, -found.value];
  const nearest = Math.min(...shown.map((candidate) => Math.abs(candidate - value)));
  return nearest <= slack ? nearest : null;
}

/** The closest figure or constant that agrees with a reading; on a tie, the first given. */
function supportOf(
  reading: Reading,
  candidates: readonly GroundingFigure[],
): GroundingFigure | null {
  let best: { candidate: GroundingFigure; distance: number } | null = null;
  for (const candidate of candidates) {
    const gap = distance(reading, candidate);
    if (gap !== null && (best === null || gap < best.distance)) best = { candidate, distance: gap };
  }
  return best?.candidate ?? null;
}

/**
 * Which of a text's numbers a figure or an allowed constant supports (naming the closest),
 * and which nothing does; `ok` when every number is supported.
 */
export function checkGrounding(
  text: string,
  figures: readonly GroundingFigure[],
  allowed: readonly AllowedConstant[],
): Grounding {
  // Figures first: where a figure and a constant agree as closely, the figure is named.
  const constants = allowed.map((constant) =>
    typeof constant === 'number'
      ? { key: `allowed:${constant}`, value: constant }
      : { key: `allowed:${constant.value}`, ...constant },
  );
  const candidates = [...figures, ...constants];
  const matches: GroundingMatch[] = [];
  const unsupported: FoundNumber[] = [];
  for (const reading of readNumbers(text)) {
    const support = supportOf(reading, candidates);
    if (support) matches.push({ found: reading.found, key: support.key });
    else unsupported.push(reading.found);
  }
  return { ok: unsupported.length === 0, unsupported, matches };
}
