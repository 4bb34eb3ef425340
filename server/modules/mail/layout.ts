/**
 * Every message's look, in the brand's visual language (common/shared/brand.ts): the logo mark
 * and the product's name, a heading, short paragraphs, an optional table of details and one
 * action button in the primary colour, in the brand's typeface and type scale. Inline styles
 * only (mail clients ignore stylesheets), no images (the mark is a table cell with a letter,
 * since clients block images and drop inline SVG) and no tracking. The text part is written
 * from the same content.
 *
 * Written with createElement rather than JSX: `npm run dev` runs the server from source
 * through Node's type stripping, which does not read .tsx.
 */
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  BRAND_COLORS as C,
  BRAND_FONT_STACK,
  BRAND_MARK,
  BRAND_NAME,
  TYPE_SCALE,
} from '../../../common/shared/brand.ts';
import type { MailContent } from '../../db/schema/index.ts';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  link: string;
}

/** The mark's side in pixels (the portal's sidebar draws it at 32). */
const MARK_SIZE = 28;

/** The favicon's "D" as a navy square holding a sky-blue letter, then the name in navy. */
function Wordmark() {
  return h(
    'table',
    {
      role: 'presentation',
      cellPadding: 0,
      cellSpacing: 0,
      style: { borderCollapse: 'collapse', margin: '0 0 20px' },
    },
    h(
      'tbody',
      null,
      h(
        'tr',
        null,
        h(
          'td',
          {
            width: MARK_SIZE,
            height: MARK_SIZE,
            align: 'center',
            bgcolor: BRAND_MARK.fill,
            style: {
              width: MARK_SIZE,
              height: MARK_SIZE,
              background: BRAND_MARK.fill,
              borderRadius: Math.round((BRAND_MARK.radius * MARK_SIZE) / BRAND_MARK.size),
              color: BRAND_MARK.stroke,
              fontFamily: BRAND_FONT_STACK,
              fontSize: TYPE_SCALE.base,
              fontWeight: 700,
              lineHeight: `${MARK_SIZE}px`,
              textAlign: 'center',
            },
          },
          BRAND_NAME.charAt(0),
        ),
        h(
          'td',
          {
            style: {
              paddingLeft: 10,
              color: C.primary,
              fontFamily: BRAND_FONT_STACK,
              fontSize: TYPE_SCALE.base,
              fontWeight: 600,
              letterSpacing: '-0.01em',
            },
          },
          BRAND_NAME,
        ),
      ),
    ),
  );
}

/** The action as a button: a coloured cell around the link, so Outlook paints it too. */
function Button({ url, label }: MailContent['action']) {
  return h(
    'table',
    { role: 'presentation', cellPadding: 0, cellSpacing: 0, style: { borderCollapse: 'separate' } },
    h(
      'tbody',
      null,
      h(
        'tr',
        null,
        h(
          'td',
          { bgcolor: C.accent, style: { background: C.accent, borderRadius: 6 } },
          h(
            'a',
            {
              href: url,
              style: {
                display: 'inline-block',
                padding: '10px 18px',
                color: C.accentForeground,
                fontFamily: BRAND_FONT_STACK,
                fontSize: TYPE_SCALE.sm,
                fontWeight: 600,
                lineHeight: 1.4,
                textDecoration: 'none',
                borderRadius: 6,
              },
            },
            label,
          ),
        ),
      ),
    ),
  );
}

function MailLayout({ heading, paragraphs, details, action }: MailContent) {
  return h(
    'html',
    { lang: 'en' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, heading)),
    h(
      'body',
      {
        style: {
          margin: 0,
          padding: '24px 12px',
          background: C.muted,
          fontFamily: BRAND_FONT_STACK,
          fontSize: TYPE_SCALE.base,
        },
      },
      h(
        'div',
        {
          style: {
            maxWidth: 560,
            margin: '0 auto',
            background: C.background,
            border: `1px solid ${C.border}`,
            borderRadius: 8,
            padding: 24,
            color: C.foreground,
            fontFamily: BRAND_FONT_STACK,
            // A long address in a sentence or a detail is one word: wrapped, not past a
            // phone's width.
            wordBreak: 'break-word',
          },
        },
        h(Wordmark),
        h(
          'h1',
          {
            style: {
              margin: '0 0 16px',
              color: C.primary,
              fontSize: TYPE_SCALE.xl,
              lineHeight: 1.3,
              fontWeight: 700,
            },
          },
          heading,
        ),
        ...paragraphs.map((paragraph) =>
          h(
            'p',
            {
              key: paragraph,
              style: { margin: '0 0 12px', fontSize: TYPE_SCALE.base, lineHeight: 1.5 },
            },
            paragraph,
          ),
        ),
        details &&
          h(
            'table',
            {
              role: 'presentation',
              style: {
                width: '100%',
                borderCollapse: 'collapse',
                margin: '8px 0 16px',
                fontFamily: BRAND_FONT_STACK,
                fontSize: TYPE_SCALE.sm,
              },
            },
            h(
              'tbody',
              null,
              details.map(([label, value]) =>
                h(
                  'tr',
                  { key: label },
                  h(
                    'th',
                    {
                      style: {
                        textAlign: 'left',
                        fontWeight: 400,
                        color: C.mutedForeground,
                        padding: '6px 12px 6px 0',
                        borderTop: `1px solid ${C.border}`,
                        verticalAlign: 'top',
                        whiteSpace: 'nowrap',
                      },
                    },
                    label,
                  ),
                  h(
                    'td',
                    { style: { padding: '6px 0', borderTop: `1px solid ${C.border}` } },
                    value,
                  ),
                ),
              ),
            ),
          ),
        h(Button, action),
        h(
          'p',
          {
            style: {
              margin: '16px 0 0',
              fontSize: TYPE_SCALE.xs,
              color: C.mutedForeground,
              lineHeight: 1.5,
              // A link's token is one long word: wrapped anywhere, not past a phone's width.
              wordBreak: 'break-all',
            },
          },
          'Or open this address: ',
          h('a', { href: action.url, style: { color: C.accent } }, action.url),
        ),
      ),
    ),
  );
}

function toText({ heading, paragraphs, details, action }: MailContent): string {
  return [
    BRAND_NAME,
    '',
    heading,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(details ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    `${action.label}: ${action.url}`,
    '',
  ].join('\n');
}

export function renderMail(content: MailContent): RenderedMail {
  return {
    subject: content.subject,
    html: `<!doctype html>${renderToStaticMarkup(h(MailLayout, content))}`,
    text: toText(content),
    link: content.action.url,
  };
}
