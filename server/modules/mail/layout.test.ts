/** The mail layout's look: the brand typeface leads the font stack; long words wrap. */
import { describe, expect, it } from 'vitest';
import { renderMail } from './layout.ts';

/** A welcome mail whose one paragraph is `paragraph`. */
const welcome = (paragraph: string) =>
  renderMail({
    subject: 'Welcome',
    heading: 'Welcome, Zoë',
    paragraphs: [paragraph],
    action: { label: 'Open the portal', url: 'https://example.com/portal' },
  }).html;

describe('renderMail', () => {
  it('sets the brand typeface first, with the usual sans for clients that lack it', () => {
    const html = welcome('Your project is ready.');
    expect(html).toContain('font-family:Inter, Helvetica, Arial, sans-serif');
    expect(html).toContain('Welcome, Zoë');
  });

  it('wraps a long address in a sentence within the card, as on a phone', () => {
    const html = welcome('Confirm that a-very-long-local-part@a-very-long-client.test is yours.');
    const card = /<div style="([^"]*)"/.exec(html)?.[1];
    expect(card).toContain('word-break:break-word');
  });
});
