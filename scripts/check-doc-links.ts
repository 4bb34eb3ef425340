/**
 * `npm run lint:links` (`node scripts/check-doc-links.ts`): every link into the docs resolves.
 *
 * - Markdown: each relative link and image of README.md and docs/**\/*.md (inline
 *   `[text](target)` and reference definitions `[label]: target`, outside code) names a file
 *   or folder that exists; its `#anchor`, if any, is a heading of the target (GitHub's slugs,
 *   `-1`, `-2` for repeats), an `<a id>`/`<a name>` or a `{#id}`. A link with only an
 *   `#anchor` points into its own file.
 * - Code: each `docs/…` path in a comment of the code under server/, client/, common/,
 *   scripts/, e2e/, bench/ and resilience/ (.ts, .tsx, .css, .mjs) names a file that exists,
 *   and its `#anchor` a heading of that file. A bare record number (`docs/decisions/012`, or
 *   a range `docs/decisions/040-043`) resolves when a file of docs/decisions starts with it.
 *
 * Each broken link is printed as `path:line: target`; the exit status is 1 if any.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the checks read: the repository's files, or a stand-in in the tests. */
export interface Files {
  /** Whether a file or folder exists at a repository-relative path. */
  exists(file: string): boolean;
  isDirectory(file: string): boolean;
  read(file: string): string;
  /** The names in a folder (files and folders). */
  list(dir: string): string[];
}

export interface Link {
  line: number;
  target: string;
}

export interface BrokenLink {
  file: string;
  line: number;
  target: string;
}

const CODE_ROOTS = ['server', 'client', 'common', 'scripts', 'e2e', 'bench', 'resilience'];
const CODE_EXTENSIONS = ['.ts', '.tsx', '.css', '.mjs'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'results', 'lighthouse']);

// ---------------------------------------------------------------------------------------
// Anchors

/** The text GitHub renders for a heading's Markdown: no emphasis, code marks, links or tags. */
function headingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`+/g, '')
    .replace(/(\*\*|__|\*|_|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .trim();
}

/**
 * GitHub's anchor for a heading (github-slugger): lower case, every character that is not a
 * letter, mark, digit, `_`, `-` or space removed, then each space a hyphen.
 */
export function githubSlug(heading: string): string {
  return headingText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Lines with the fenced code blocks blanked (their line numbers kept). */
function withoutFencedCode(markdown: string): string[] {
  const lines = markdown.split(/\r?\n/);
  let fence: string | undefined;
  return lines.map((line) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined) {
      if (marker) {
        fence = marker;
        return '';
      }
      return line;
    }
    if (
      marker &&
      marker[0] === fence[0] &&
      marker.length >= fence.length &&
      /^\s*(`+|~+)\s*$/.test(line)
    )
      fence = undefined;
    return '';
  });
}

/** Every anchor a Markdown file offers: heading slugs (repeats numbered), ids and `{#id}`s. */
export function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const addHeading = (text: string) => {
    const explicit = /\s*\{#([^}\s]+)\}\s*$/.exec(text);
    if (explicit) {
      anchors.add(explicit[1]!);
      text = text.slice(0, explicit.index);
    }
    const slug = githubSlug(text);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  };
  const lines = withoutFencedCode(markdown);
  lines.forEach((line, index) => {
    const atx = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (atx) addHeading(atx[1] ?? '');
    else if (
      index > 0 &&
      /^ {0,3}(=+|-+)[ \t]*$/.test(line) &&
      lines[index - 1]!.trim() !== '' &&
      !/^ {0,3}([-*+]|\d+[.)]|>|#|\|)/.test(lines[index - 1]!)
    )
      addHeading(lines[index - 1]!.trim());
    for (const match of line.matchAll(/<[a-z][^>]*?\s(?:id|name)=["']([^"']+)["']/gi)) {
      anchors.add(match[1]!);
    }
  });
  return anchors;
}

// ---------------------------------------------------------------------------------------
// Markdown links

/** The relative links of a Markdown file (inline links, images, reference definitions). */
export function markdownLinks(markdown: string): Link[] {
  const links: Link[] = [];
  withoutFencedCode(markdown).forEach((rawLine, index) => {
    // Code spans hold examples, not links.
    const line = rawLine.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length));
    const definition = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(line);
    if (definition) links.push({ line: index + 1, target: unbracket(definition[1]!) });
    for (const match of line.matchAll(
      /\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+("[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g,
    )) {
      links.push({ line: index + 1, target: unbracket(match[1]!) });
    }
  });
  return links.filter((link) => isRelative(link.target));
}

function unbracket(target: string): string {
  return target.startsWith('<') && target.endsWith('>') ? target.slice(1, -1) : target;
}

/** A link into the repository: not a URL with a scheme, not protocol-relative, not empty. */
function isRelative(target: string): boolean {
  return target !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//');
}

// ---------------------------------------------------------------------------------------
// Code comments

/**
 * The comments of a source file, each with the line it starts on. Strings, template
 * literals and regular expression literals are skipped, so a `//` or `docs/` inside them
 * is not a comment; CSS has block comments only.
 */
export function codeComments(source: string, extension: string): Link[] {
  const css = extension === '.css';
  const comments: Link[] = [];
  let line = 1;
  let index = 0;
  /** Brace depth at which each open template literal's `${` began. */
  const templates: number[] = [];
  let braces = 0;
  /** Whether a `/` here would start a regular expression rather than divide. */
  let regexAllowed = true;
  const advance = (to: number) => {
    for (let i = index; i < to; i += 1) if (source[i] === '\n') line += 1;
    index = to;
  };
  const skipString = (quote: string) => {
    let i = index + 1;
    while (i < source.length && source[i] !== quote && source[i] !== '\n') {
      i += source[i] === '\\' ? 2 : 1;
    }
    advance(Math.min(i + 1, source.length));
  };
  /** From inside a template literal to its end or to a `${` (which opens code). */
  const skipTemplate = () => {
    let i = index;
    while (i < source.length) {
      if (source[i] === '\\') i += 2;
      else if (source[i] === '`') {
        advance(i + 1);
        return;
      } else if (source[i] === '$' && source[i + 1] === '{') {
        templates.push(braces);
        braces += 1;
        advance(i + 2);
        return;
      } else i += 1;
    }
    advance(source.length);
  };
  while (index < source.length) {
    const char = source[index]!;
    const next = source[index + 1];
    if (char === '/' && next === '*') {
      const end = source.indexOf('*/', index + 2);
      const stop = end === -1 ? source.length : end + 2;
      comments.push({ line, target: source.slice(index, stop) });
      advance(stop);
      continue;
    }
    if (!css && char === '/' && next === '/') {
      const end = source.indexOf('\n', index);
      const stop = end === -1 ? source.length : end;
      comments.push({ line, target: source.slice(index, stop) });
      advance(stop);
      continue;
    }
    if (char === '"' || char === "'") {
      skipString(char);
      regexAllowed = false;
      continue;
    }
    if (css) {
      advance(index + 1);
      continue;
    }
    if (char === '`') {
      advance(index + 1);
      skipTemplate();
      regexAllowed = false;
      continue;
    }
    if (char === '/' && regexAllowed) {
      let i = index + 1;
      let inClass = false;
      while (i < source.length && source[i] !== '\n') {
        if (source[i] === '\\') i += 1;
        else if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        else if (source[i] === '/' && !inClass) break;
        i += 1;
      }
      advance(Math.min(i + 1, source.length));
      regexAllowed = false;
      continue;
    }
    if (char === '{') braces += 1;
    if (char === '}') {
      braces -= 1;
      if (templates.length && templates[templates.length - 1] === braces) {
        templates.pop();
        advance(index + 1);
        skipTemplate();
        regexAllowed = false;
        continue;
      }
    }
    if (/\s/.test(char)) {
      advance(index + 1);
      continue;
    }
    if (/[\w$]/.test(char)) {
      const word = /^[\w$]+/.exec(source.slice(index, index + 64))![0];
      regexAllowed =
        /^(return|typeof|instanceof|in|of|new|delete|void|throw|case|do|else|yield|await)$/.test(
          word,
        );
      advance(index + word.length);
      continue;
    }
    regexAllowed = !/[)\]]/.test(char);
    advance(index + 1);
  }
  return comments;
}

/** Every `docs/…` path cited in a comment, with its `#anchor`, trailing punctuation left out. */
export function citations(comments: Link[]): Link[] {
  const found: Link[] = [];
  for (const comment of comments) {
    const lines = comment.target.split('\n');
    lines.forEach((text, offset) => {
      for (const match of text.matchAll(/(?<![\w./-])docs\/[\w./–-]*(?:#[\w-]+)?/g)) {
        found.push({ line: comment.line + offset, target: match[0].replace(/[.–-]+$/, '') });
      }
    });
  }
  return found;
}

// ---------------------------------------------------------------------------------------
// Resolution

/** Repository-relative POSIX path of `target` seen from the file `from`. */
function joinFrom(from: string, target: string): string {
  const base = target.startsWith('/') ? '' : path.posix.dirname(from);
  return path.posix.normalize(path.posix.join(base, target)).replace(/^\.\//, '');
}

function splitAnchor(target: string): { file: string; anchor: string | undefined } {
  const at = target.indexOf('#');
  return at === -1
    ? { file: target, anchor: undefined }
    : { file: target.slice(0, at), anchor: target.slice(at + 1) };
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Whether a Markdown `#anchor` exists in a file (true for files that are not Markdown). */
function anchorExists(files: Files, file: string, anchor: string, cache: Map<string, Set<string>>) {
  if (!file.endsWith('.md')) return true;
  let anchors = cache.get(file);
  if (!anchors) {
    anchors = markdownAnchors(files.read(file));
    cache.set(file, anchors);
  }
  return anchors.has(decode(anchor)) || anchors.has(decode(anchor).toLowerCase());
}

/**
 * Whether a Markdown link of `from` resolves: its file (or folder) exists and its anchor is
 * one of the target's. `cache` keeps each file's anchors between calls.
 */
export function resolvesMarkdownLink(
  files: Files,
  from: string,
  target: string,
  cache = new Map<string, Set<string>>(),
): boolean {
  const { file, anchor } = splitAnchor(target.replace(/\?[^#]*/, ''));
  const resolved = file === '' ? from : joinFrom(from, decode(file)).replace(/(.)\/$/, '$1');
  if (resolved.startsWith('..') || !files.exists(resolved)) return false;
  if (anchor === undefined || anchor === '' || files.isDirectory(resolved)) return true;
  return anchorExists(files, resolved, anchor, cache);
}

/**
 * Whether a `docs/…` citation of code resolves: the file exists (a bare record number, or a
 * range of two, when a file of docs/decisions starts with each), and so does its anchor.
 */
export function resolvesCitation(
  files: Files,
  target: string,
  cache = new Map<string, Set<string>>(),
): boolean {
  const { file, anchor } = splitAnchor(target);
  const cited = file.replace(/\/$/, '');
  const numbers = /^docs\/decisions\/(\d{3})(?:[-–](\d{3}))?$/.exec(cited);
  if (numbers && !files.exists(cited)) {
    const names = files.exists('docs/decisions') ? files.list('docs/decisions') : [];
    return [numbers[1], numbers[2]]
      .filter((number) => number !== undefined)
      .every((number) => names.some((name) => name.startsWith(`${number}-`)));
  }
  if (!files.exists(cited)) return false;
  if (anchor === undefined || anchor === '' || files.isDirectory(cited)) return true;
  return anchorExists(files, cited, anchor, cache);
}

// ---------------------------------------------------------------------------------------
// The repository

/** The repository's files, read from disk relative to `root`. */
export function diskFiles(root: string): Files {
  const at = (file: string) => path.join(root, file);
  return {
    exists: (file) => existsSync(at(file)),
    isDirectory: (file) => existsSync(at(file)) && statSync(at(file)).isDirectory(),
    read: (file) => readFileSync(at(file), 'utf8'),
    list: (dir) => readdirSync(at(dir)),
  };
}

/** Repository-relative paths of the files under `dir` whose names end in one of `extensions`. */
function walk(files: Files, dir: string, extensions: string[]): string[] {
  if (!files.exists(dir)) return [];
  return files
    .list(dir)
    .sort()
    .flatMap((name) => {
      const file = `${dir}/${name}`;
      if (files.isDirectory(file))
        return SKIPPED_FOLDERS.has(name) ? [] : walk(files, file, extensions);
      return extensions.some((extension) => name.endsWith(extension)) ? [file] : [];
    });
}

/** Every broken link of the repository's Markdown and code comments. */
export function findBrokenLinks(files: Files): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const cache = new Map<string, Set<string>>();
  const markdownFiles = [
    ...(files.exists('README.md') ? ['README.md'] : []),
    ...walk(files, 'docs', ['.md']),
  ];
  for (const file of markdownFiles) {
    for (const link of markdownLinks(files.read(file))) {
      if (!resolvesMarkdownLink(files, file, link.target, cache)) broken.push({ file, ...link });
    }
  }
  for (const file of CODE_ROOTS.flatMap((root) => walk(files, root, CODE_EXTENSIONS))) {
    const comments = codeComments(files.read(file), path.posix.extname(file));
    for (const citation of citations(comments)) {
      if (!resolvesCitation(files, citation.target, cache)) broken.push({ file, ...citation });
    }
  }
  return broken;
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..');
  const broken = findBrokenLinks(diskFiles(root));
  for (const link of broken) console.log(`${link.file}:${link.line}: ${link.target}`);
  if (broken.length) {
    console.error(`\n${broken.length} broken link${broken.length === 1 ? '' : 's'} into the docs.`);
    process.exitCode = 1;
  }
}
