/** The mail layout's look: the brand typeface leads the font stack of every message. */
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
});
