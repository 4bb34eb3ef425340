/**
 * Where each number no figure supports stands in the report's text (docs/product.md#initial-report):
 * the sentence around it, so the analyst confirms a number knowing what it says, and the
 * numbers grouped by their text, which is what publishing confirms.
 */
import type { UnsupportedNumber } from '../../../../common/reports/contract.ts';

/** At most this many characters either side of the number. */
const CONTEXT_CHARS = 100;

export interface NumberInContext {
  before: string;
  text: string;
  after: string;
}

export interface UnsupportedGroup {
  text: string;
  places: NumberInContext[];
}

/** A full stop (or ! or ?) before a space or the end, past any closing bold or code marks. */
const endsSentence = (body: string, index: number) =>
  /[.!?]/.test(body[index] ?? '') && /^[*_`]*(?:\s|$)/.test(body.slice(index + 1, index + 4));

/** Markdown's marks, which the client never reads: bold, code, escapes. */
const readable = (text: string) =>
  text.replace(/\*\*|__|`/g, '').replace(/\\([\\`*_[\]<>])/g, '$1');

/** A line's list or heading mark. */
const withoutLineMark = (text: string) => text.replace(/^\s*(?:[-*+]|\d+[.)]|#{1,6})\s+/, '');

export function sentenceAround(body: string, { start, end }: UnsupportedNumber): NumberInContext {
  let from = start;
  while (from > 0 && start - from < CONTEXT_CHARS) {
    if (body[from - 1] === '\n' || endsSentence(body, from - 1)) break;
    from -= 1;
  }
  let to = end;
  while (to < body.length && to - end < CONTEXT_CHARS) {
    if (body[to] === '\n') break;
    to += 1;
    if (endsSentence(body, to - 1)) break;
  }
  const cutBefore = start - from >= CONTEXT_CHARS;
  const cutAfter = to - end >= CONTEXT_CHARS && to < body.length;
  const lineStart = from === 0 || body[from - 1] === '\n';
  const before = body.slice(from, start);
  return {
    before: `${cutBefore ? '…' : ''}${readable(lineStart ? withoutLineMark(before) : before).trimStart()}`,
    text: body.slice(start, end),
    after: `${readable(body.slice(end, to)).trimEnd()}${cutAfter ? '…' : ''}`,
  };
}

/** The unsupported numbers by text, in the order they first appear, each with its places. */
export function groupUnsupported(
  body: string,
  unsupported: readonly UnsupportedNumber[],
): UnsupportedGroup[] {
  const groups = new Map<string, NumberInContext[]>();
  for (const found of unsupported) {
    const places = groups.get(found.text) ?? [];
    places.push(sentenceAround(body, found));
    groups.set(found.text, places);
  }
  return [...groups].map(([text, places]) => ({ text, places }));
}
