/** Tiny helpers for the few pages the server renders itself (no template engine). */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/**
 * A whole HTML document. `body` must already be escaped; styles go in a <style> element
 * (the CSP allows inline styles, never inline scripts).
 */
export function htmlDocument({
  title,
  style,
  body,
  head = '',
}: {
  title: string;
  style: string;
  body: string;
  head?: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
${head}
</head>
${body}
</html>
`;
}
