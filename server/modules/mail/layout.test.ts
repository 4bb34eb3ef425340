/**
 * The mail layout's look: the brand's mark, primary colour, typeface and type scale (the
 * site's and the portal's, common/shared/brand.ts); long words wrap.
 */
import { describe, expect, it } from 'vitest';
import {
  BRAND_COLORS,
  BRAND_FONT_STACK,
  BRAND_MARK,
  TYPE_SCALE,
} from '../../../common/shared/brand.ts';
import { renderMail } from './layout.ts';

/** A welcome mail whose one paragraph is `paragraph`. */
const welcome = (paragraph: string) =>
  renderMail({
    subject: 'Welcome',
    heading: 'Welcome, Zoë',
    paragraphs: [paragraph],
    action: { label: 'Open the portal', url: 'https://example.com/portal' },
  }).html;

/** The style attribute of the first element matching `pattern` (its tag and attributes). */
function styleOf(html: string, pattern: RegExp): string {
  const tag = new RegExp(`<${pattern.source}[^>]*style="([^"]*)"`).exec(html);
  return tag?.[1] ?? '';
}

describe('renderMail', () => {
  it('sets the brand typeface first, with the usual sans for clients that lack it', () => {
    const html = welcome('Your project is ready.');
    expect(styleOf(html, /body/)).toContain(`font-family:${BRAND_FONT_STACK}`);
    expect(BRAND_FONT_STACK).toMatch(/^Inter, .*Arial, sans-serif$/);
    expect(html).toContain('Welcome, Zoë');
  });

  it('leads with the logo mark (a navy square with the sky-blue "D") and the name, no image', () => {
    const html = welcome('Your project is ready.');
    const mark = styleOf(html, /td [^>]*bgcolor="#0b1f3a"/);
    expect(mark).toContain(`background:${BRAND_MARK.fill}`);
    expect(mark).toContain(`color:${BRAND_MARK.stroke}`);
    expect(html).toMatch(/>D<\/td><td[^>]*>Diligence Intelligence<\/td>/);
    expect(html).not.toMatch(/<img|<svg/i);
  });

  it('paints the action in the primary colour of the site’s and the portal’s buttons', () => {
    const html = welcome('Your project is ready.');
    expect(html).toMatch(
      new RegExp(`<td bgcolor="${BRAND_COLORS.accent}" style="background:${BRAND_COLORS.accent}`),
    );
    const button = styleOf(html, /a href="https:\/\/example.com\/portal"/);
    expect(button).toContain(`color:${BRAND_COLORS.accentForeground}`);
    expect(button).toContain(`font-family:${BRAND_FONT_STACK}`);
  });

  it('uses the type scale: heading 20 px, text 16, button 14, the address line 12', () => {
    const html = welcome('Your project is ready.');
    expect(styleOf(html, /h1/)).toContain(`font-size:${TYPE_SCALE.xl}px`);
    expect(styleOf(html, /p/)).toContain(`font-size:${TYPE_SCALE.base}px`);
    expect(styleOf(html, /a href="https:\/\/example.com\/portal"/)).toContain(
      `font-size:${TYPE_SCALE.sm}px`,
    );
    expect(html).toMatch(/font-size:12px[^"]*">Or open this address/);
  });

  it('wraps a long address in a sentence within the card, as on a phone', () => {
    const html = welcome('Confirm that a-very-long-local-part@a-very-long-client.test is yours.');
    const card = /<div style="([^"]*)"/.exec(html)?.[1];
    expect(card).toContain('word-break:break-word');
  });
});
