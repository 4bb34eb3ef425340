/**
 * The initial report's text as the client and the firm read it (docs/product.md#initial-report):
 * the Markdown's blocks (common/reports/markdown.ts) as React elements. Raw HTML arrives as
 * text and React escapes it, so nothing in a report is ever markup. The firm's review passes
 * `highlights`, ranges of the text (numbers no figure supports) shown as <mark>.
 */
import { createElement, Fragment } from 'react';
import { markdownBlocks, type Span } from '../../../../common/reports/markdown.ts';
import { cn } from '../../../lib/utils.ts';

/**
 * A highlighted range travels through the Markdown lexer as two private-use characters around
 * it (the lexer keeps them as text): the lexer gives no positions to map ranges back to.
 */
const MARK_START = '\uE000';
const MARK_END = '\uE001';
const SENTINELS = /[\uE000\uE001]/g;

export interface Highlight {
  start: number;
  end: number;
}

function withSentinels(text: string, highlights: readonly Highlight[]): string {
  let marked = text.replace(SENTINELS, '\uFFFD');
  for (const { start, end } of [...highlights].sort((a, b) => b.start - a.start)) {
    marked = `${marked.slice(0, start)}${MARK_START}${marked.slice(start, end)}${MARK_END}${marked.slice(end)}`;
  }
  return marked;
}

/** A span's text, its highlighted parts in <mark>; `open` carries a range across spans. */
function markedText(text: string, open: { marking: boolean }): React.ReactNode {
  const parts: React.ReactNode[] = [];
  for (const [index, part] of text.split(/([\uE000\uE001])/).entries()) {
    if (part === MARK_START || part === MARK_END) open.marking = part === MARK_START;
    else if (part && open.marking) {
      parts.push(
        <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-foreground">
          {part}
        </mark>,
      );
    } else if (part) parts.push(part);
  }
  return parts;
}

function Spans({ spans, marks = false }: { spans: Span[]; marks?: boolean }) {
  const open = { marking: false };
  return spans.map((span, index) => {
    let node: React.ReactNode = marks ? markedText(span.text, open) : span.text;
    if (span.code) node = <code className="rounded bg-muted px-1 text-[0.9em]">{node}</code>;
    if (span.em) node = <em>{node}</em>;
    if (span.strong) node = <strong className="font-semibold text-foreground">{node}</strong>;
    return <Fragment key={index}>{node}</Fragment>;
  });
}

/** Headings one level below the card's own title (h2), so the page keeps its outline. */
const HEADING_CLASSES = [
  'text-lg font-semibold',
  'text-base font-semibold',
  'text-sm font-semibold',
];

export function ReportMarkdown({
  text,
  className,
  highlights,
}: {
  text: string;
  className?: string;
  /** Ranges of `text` to mark. */
  highlights?: readonly Highlight[];
}) {
  const marks = Boolean(highlights?.length);
  const source = marks ? withSentinels(text, highlights!) : text;
  return (
    <div className={cn('flex flex-col gap-3 text-sm leading-6', className)}>
      {markdownBlocks(source).map((block, index) => {
        if (block.kind === 'heading') {
          const level = Math.min(block.level + 1, 6);
          return createElement(
            `h${level}`,
            {
              key: index,
              className: cn('mt-2 text-primary', HEADING_CLASSES[Math.min(block.level - 1, 2)]),
            },
            <Spans spans={block.spans} marks={marks} />,
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List
              key={index}
              start={block.ordered && block.start !== 1 ? block.start : undefined}
              className={cn(
                'flex flex-col gap-1.5 pl-5',
                block.ordered ? 'list-decimal' : 'list-disc',
              )}
            >
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex} className="whitespace-pre-line">
                  <Spans spans={item} marks={marks} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={index} className="whitespace-pre-line">
            <Spans spans={block.spans} marks={marks} />
          </p>
        );
      })}
    </div>
  );
}
