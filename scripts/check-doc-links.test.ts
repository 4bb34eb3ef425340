import { describe, expect, it } from 'vitest';
import {
  citations,
  codeComments,
  findBrokenLinks,
  githubSlug,
  markdownAnchors,
  markdownLinks,
  resolvesCitation,
  resolvesMarkdownLink,
  type Files,
} from './check-doc-links.ts';

/** A stand-in repository: repository-relative paths and their text. */
function memoryFiles(contents: Record<string, string>): Files {
  const paths = Object.keys(contents);
  const isDirectory = (file: string) => paths.some((name) => name.startsWith(`${file}/`));
  return {
    exists: (file) => file in contents || isDirectory(file),
    isDirectory,
    read: (file) => contents[file] ?? '',
    list: (dir) => [
      ...new Set(
        paths
          .filter((name) => name.startsWith(`${dir}/`))
          .map((name) => name.slice(dir.length + 1).split('/')[0]!),
      ),
    ],
  };
}

describe('githubSlug', () => {
  it('follows GitHub: lower case, punctuation dropped, each space a hyphen', () => {
    expect(githubSlug('Start-up and shutdown')).toBe('start-up-and-shutdown');
    expect(githubSlug('A request')).toBe('a-request');
    expect(githubSlug('Boundaries (enforced by `npm run lint`)')).toBe(
      'boundaries-enforced-by-npm-run-lint',
    );
    expect(githubSlug('092 — CI time: the browser tests')).toBe('092--ci-time-the-browser-tests');
    expect(githubSlug('**Bold** and [a link](x.md), snake_case')).toBe(
      'bold-and-a-link-snake_case',
    );
    expect(githubSlug('Zoë’s café')).toBe('zoës-café');
  });
});

describe('markdownAnchors', () => {
  it('numbers repeated headings and reads explicit ids, not headings in code', () => {
    const anchors = markdownAnchors(
      [
        '# Notes',
        '## Notes',
        '```md',
        '## Not a heading',
        '```',
        'Setext heading',
        '--------------',
        '## Custom {#mine}',
        '<a id="kept"></a>',
      ].join('\n'),
    );
    expect([...anchors].sort()).toEqual(
      ['custom', 'kept', 'mine', 'notes', 'notes-1', 'setext-heading'].sort(),
    );
  });
});

describe('markdownLinks', () => {
  it('lists relative links and images, not URLs, code or fenced blocks', () => {
    const links = markdownLinks(
      [
        'See [the guard](decisions/007-tenancy-guard.md#why-404-not-403) and ![logo](img/a.png).',
        'Not [this](https://example.com) nor `[code](x.md)`.',
        '```',
        '[fenced](y.md)',
        '```',
        '[ref]: ./architecture.md',
        'Up: [top](#top "title")',
      ].join('\n'),
    );
    expect(links).toEqual([
      { line: 1, target: 'decisions/007-tenancy-guard.md#why-404-not-403' },
      { line: 1, target: 'img/a.png' },
      { line: 6, target: './architecture.md' },
      { line: 7, target: '#top' },
    ]);
  });
});

describe('codeComments and citations', () => {
  it('reads comments only, skipping strings, templates and regular expressions', () => {
    const source = [
      "const url = 'https://x.example/docs/decisions/999'; // docs/decisions/012.",
      'const re = /\\/docs\\//g; /* see docs/product.md#contact, */',
      'const t = `// docs/not-a-comment.md ${a /* docs/architecture.md */}`;',
      '/**',
      ' * docs/decisions/040-043 and docs/decisions/098-audit-trail.md.',
      ' */',
    ].join('\n');
    expect(citations(codeComments(source, '.ts'))).toEqual([
      { line: 1, target: 'docs/decisions/012' },
      { line: 2, target: 'docs/product.md#contact' },
      { line: 3, target: 'docs/architecture.md' },
      { line: 5, target: 'docs/decisions/040-043' },
      { line: 5, target: 'docs/decisions/098-audit-trail.md' },
    ]);
  });

  it('reads block comments of CSS', () => {
    const css = ".a { content: '// docs/x.md'; }\n/* docs/performance.md */";
    expect(citations(codeComments(css, '.css'))).toEqual([
      { line: 2, target: 'docs/performance.md' },
    ]);
  });
});

describe('resolution', () => {
  const files = memoryFiles({
    'README.md': '[Architecture](docs/architecture.md#a-request)\n[gone](docs/nope.md)',
    'docs/architecture.md':
      '# Architecture\n## A request\n[guard](decisions/007-tenancy-guard.md#why)',
    'docs/decisions/007-tenancy-guard.md': '# 007\n**Why.** text\n## Why',
    'docs/decisions/012-crm-sync-retries.md': '# 012',
    'server/app.ts':
      '// docs/decisions/012 and docs/decisions/013-gone.md\n// docs/architecture.md#nowhere',
  });

  it('resolves Markdown links with their anchors, relative to the linking file', () => {
    expect(resolvesMarkdownLink(files, 'README.md', 'docs/architecture.md#a-request')).toBe(true);
    expect(resolvesMarkdownLink(files, 'README.md', 'docs/architecture.md#a-reply')).toBe(false);
    expect(resolvesMarkdownLink(files, 'docs/architecture.md', '#architecture')).toBe(true);
    expect(resolvesMarkdownLink(files, 'docs/architecture.md', 'decisions/')).toBe(true);
    expect(resolvesMarkdownLink(files, 'docs/architecture.md', '../README.md')).toBe(true);
    expect(resolvesMarkdownLink(files, 'docs/architecture.md', '../../outside.md')).toBe(false);
  });

  it('resolves cited paths: bare record numbers and ranges by prefix, anchors by heading', () => {
    expect(resolvesCitation(files, 'docs/decisions/012')).toBe(true);
    expect(resolvesCitation(files, 'docs/decisions/007-012')).toBe(true);
    expect(resolvesCitation(files, 'docs/decisions/007-013')).toBe(false);
    expect(resolvesCitation(files, 'docs/decisions/056')).toBe(false);
    expect(resolvesCitation(files, 'docs/decisions/007-tenancy-guard.md#why')).toBe(true);
    expect(resolvesCitation(files, 'docs/decisions/007-tenancy-guard.md#how')).toBe(false);
    expect(resolvesCitation(files, 'docs/product.md#contact')).toBe(false);
  });

  it('reports each broken link with its file and line', () => {
    expect(findBrokenLinks(files)).toEqual([
      { file: 'README.md', line: 2, target: 'docs/nope.md' },
      { file: 'server/app.ts', line: 1, target: 'docs/decisions/013-gone.md' },
      { file: 'server/app.ts', line: 2, target: 'docs/architecture.md#nowhere' },
    ]);
  });
});
