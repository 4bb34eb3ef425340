/**
 * Every message's look: the product's name, a heading, short paragraphs, an optional table of
 * details and one action button, in a plain layout with inline styles (mail clients ignore
 * stylesheets), no images and no tracking. The text part is written from the same content.
 *
 * Written with createElement rather than JSX: `npm run dev` runs the server from source
 * through Node's type stripping, which does not read .tsx.
 */
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PRODUCT_NAME } from '../../../common/shared/constants.ts';
import type { MailContent } from '../../db/schema/index.ts';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  link: string;
}

const COLORS = { brand: '#1e3a5f', text: '#1f2937', muted: '#6b7280', line: '#e5e7eb' };
/** The brand typeface first (decision 111), where the reader has it; the usual sans otherwise. */
const FONT = 'Inter, Helvetica, Arial, sans-serif';

function MailLayout({ heading, paragraphs, details, action }: MailContent) {
  return h(
    'html',
    { lang: 'en' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, heading)),
    h(
      'body',
      { style: { margin: 0, padding: '24px 12px', background: '#f3f4f6', fontFamily: FONT } },
      h(
        'div',
        {
          style: {
            maxWidth: 560,
            margin: '0 auto',
            background: '#ffffff',
            border: `1px solid ${COLORS.line}`,
            borderRadius: 8,
            padding: 24,
            color: COLORS.text,
            // A long address in a sentence or a detail is one word: wrapped, not past a
            // phone's width.
            wordBreak: 'break-word',
          },
        },
        h(
          'p',
          { style: { margin: '0 0 16px', fontWeight: 700, color: COLORS.brand } },
          PRODUCT_NAME,
        ),
        h('h1', { style: { margin: '0 0 16px', fontSize: 20, lineHeight: 1.3 } }, heading),
        ...paragraphs.map((paragraph) =>
          h('p', { key: paragraph, style: { margin: '0 0 12px', lineHeight: 1.5 } }, paragraph),
        ),
        details &&
          h(
            'table',
            { style: { width: '100%', borderCollapse: 'collapse', margin: '8px 0 16px' } },
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
                        color: COLORS.muted,
                        padding: '6px 12px 6px 0',
                        borderTop: `1px solid ${COLORS.line}`,
                        verticalAlign: 'top',
                        whiteSpace: 'nowrap',
                      },
                    },
                    label,
                  ),
                  h(
                    'td',
                    {
                      style: { padding: '6px 0', borderTop: `1px solid ${COLORS.line}` },
                    },
                    value,
                  ),
                ),
              ),
            ),
          ),
        h(
          'a',
          {
            href: action.url,
            style: {
              display: 'inline-block',
              background: COLORS.brand,
              color: '#ffffff',
              padding: '10px 18px',
              borderRadius: 6,
              textDecoration: 'none',
              fontWeight: 600,
            },
          },
          action.label,
        ),
        h(
          'p',
          {
            style: {
              margin: '16px 0 0',
              fontSize: 12,
              color: COLORS.muted,
              lineHeight: 1.5,
              // A link's token is one long word: wrapped anywhere, not past a phone's width.
              wordBreak: 'break-all',
            },
          },
          'Or open this address: ',
          h('a', { href: action.url, style: { color: COLORS.muted } }, action.url),
        ),
      ),
    ),
  );
}

function toText({ heading, paragraphs, details, action }: MailContent): string {
  return [
    PRODUCT_NAME,
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
