import { describe, expect, it } from 'vitest';
import { markdownBlocks } from './markdown.ts';

describe('the report’s Markdown', () => {
  it('reads headings, paragraphs, lists and inline marks', () => {
    expect(
      markdownBlocks(
        '## Summary\n\nRevenue is **$12.5M**, _up_ `fast`.\n\n- one\n- **Two.** three\n\n3. x',
      ),
    ).toEqual([
      { kind: 'heading', level: 2, spans: [{ text: 'Summary' }] },
      {
        kind: 'paragraph',
        spans: [
          { text: 'Revenue is ' },
          { text: '$12.5M', strong: true },
          { text: ', ' },
          { text: 'up', em: true },
          { text: ' ' },
          { text: 'fast', code: true },
          { text: '.' },
        ],
      },
      {
        kind: 'list',
        ordered: false,
        start: 1,
        items: [[{ text: 'one' }], [{ text: 'Two.', strong: true }, { text: ' three' }]],
      },
      { kind: 'list', ordered: true, start: 3, items: [[{ text: 'x' }]] },
    ]);
  });

  it('keeps raw HTML as the characters it is, never as markup', () => {
    const blocks = markdownBlocks('Hi <b onclick="x()">there</b>\n\n<script>alert(1)</script>\n');
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        spans: [
          { text: 'Hi ' },
          { text: '<b onclick="x()">' },
          { text: 'there' },
          { text: '</b>' },
        ],
      },
      { kind: 'paragraph', spans: [{ text: '<script>alert(1)</script>' }] },
    ]);
  });

  it('keeps a link’s text, not its target', () => {
    expect(markdownBlocks('See [the site](javascript:alert(1)).')).toEqual([
      { kind: 'paragraph', spans: [{ text: 'See ' }, { text: 'the site' }, { text: '.' }] },
    ]);
  });
});
