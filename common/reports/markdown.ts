/**
 * The report's Markdown as blocks and spans (docs/product.md#initial-report), for the screens
 * and the PDF alike: headings, paragraphs, lists, bold, italics and code, read by `marked`'s
 * lexer. Raw HTML is never rendered: it comes back as the text it is, so a `<script>` reads
 * as those characters. A link keeps its text, not its target.
 */
import { marked, type Token, type Tokens } from 'marked';

export interface Span {
  text: string;
  strong?: boolean;
  em?: boolean;
  code?: boolean;
}

export type Block =
  | { kind: 'heading'; level: number; spans: Span[] }
  | { kind: 'paragraph'; spans: Span[] }
  | { kind: 'list'; ordered: boolean; start: number; items: Span[][] };

type Marks = Omit<Span, 'text'>;

function spansOf(tokens: readonly Token[] | undefined, marks: Marks = {}): Span[] {
  return (tokens ?? []).flatMap((token): Span[] => {
    switch (token.type) {
      case 'strong':
        return spansOf((token as Tokens.Strong).tokens, { ...marks, strong: true });
      case 'em':
        return spansOf((token as Tokens.Em).tokens, { ...marks, em: true });
      case 'del':
      case 'link':
        return spansOf((token as Tokens.Link).tokens, marks);
      case 'codespan':
        return [{ ...marks, code: true, text: (token as Tokens.Codespan).text }];
      case 'br':
        return [{ ...marks, text: '\n' }];
      case 'text': {
        const text = token as Tokens.Text;
        return text.tokens ? spansOf(text.tokens, marks) : [{ ...marks, text: text.text }];
      }
      default:
        // html, escape, image and anything else: the characters as written.
        return [{ ...marks, text: 'text' in token ? String(token.text) : token.raw }];
    }
  });
}

/** A list item's spans: its paragraphs and any nested list's items, one after another. */
function itemSpans(item: Tokens.ListItem): Span[] {
  return item.tokens.flatMap((token, index) => {
    const spans =
      token.type === 'list'
        ? (token as Tokens.List).items.flatMap((nested) => [{ text: '\n' }, ...itemSpans(nested)])
        : 'tokens' in token && token.tokens
          ? spansOf(token.tokens)
          : [{ text: token.raw.trim() }];
    return index > 0 && token.type !== 'list' ? [{ text: ' ' }, ...spans] : spans;
  });
}

export function markdownBlocks(markdown: string): Block[] {
  return marked.lexer(markdown).flatMap((token): Block[] => {
    switch (token.type) {
      case 'space':
      case 'hr':
        return [];
      case 'heading': {
        const heading = token as Tokens.Heading;
        return [{ kind: 'heading', level: heading.depth, spans: spansOf(heading.tokens) }];
      }
      case 'paragraph':
        return [{ kind: 'paragraph', spans: spansOf((token as Tokens.Paragraph).tokens) }];
      case 'list': {
        const list = token as Tokens.List;
        return [
          {
            kind: 'list',
            ordered: list.ordered,
            start: typeof list.start === 'number' ? list.start : 1,
            items: list.items.map(itemSpans),
          },
        ];
      }
      case 'blockquote':
        return markdownBlocks((token as Tokens.Blockquote).text);
      default:
        // Code blocks, tables, raw HTML: shown as the text they are.
        return [{ kind: 'paragraph', spans: [{ text: token.raw.trim() }] }];
    }
  });
}
