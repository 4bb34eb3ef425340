/** The mail layout's look: the brand typeface leads the font stack; long words wrap. */
import { describe, expect, it } from 'vitest';
import { renderMail } from './layout.ts';

describe('renderMail', () => {
  it('sets the brand typeface first, with the usual sans for clients that lack it', () => {
    const { html } = renderMail({
      subject: 'Welcome',
      heading: 'Welcome, Zoë',
      paragraphs: ['Your project is ready.'],
      action: { label: 'Open the portal', url: 'https://example.com/portal' },
    });
    expect(html).toContain('font-family:Inter, Helvetica, Arial, sans-serif');
    expect(html).toContain('Welcome, Zoë');
  });

  it('wraps a long address in a sentence within the card, as on a phone', () => {
    const { html } = renderMail({
      subject: 'Confirm',
      heading: 'Confirm your email address',
      paragraphs: ['Confirm that a-very-long-local-part@a-very-long-client-domain.test is yours.'],
      action: { label: 'Confirm my email', url: 'https://example.com/verify' },
    });
    const card = /<div style="([^"]*)"/.exec(html)?.[1];
    expect(card).toContain('word-break:break-word');
  });
});
