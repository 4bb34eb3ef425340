/**
 * The part of the stylesheet a prerendered page needs for its first paint: every rule whose
 * class selectors all appear in the page's markup (rules without class selectors are
 * kept). The full stylesheet loads after the first paint, before hydration
 * (client/public-main.tsx), for what only JavaScript renders (the side drawer, say) and
 * for the pages reached by client-side navigation.
 *
 * postcss comes with Vite (one of its dependencies), so it is always installed with it.
 */
import postcss from 'postcss';

/** Class names used in an HTML fragment's class attributes. */
export function usedClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = match[1]!
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&amp;', '&');
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** `:not(...)` arguments do not have to match for the rule to apply: ignore their classes. */
function withoutNegations(selector: string): string {
  let result = '';
  let depth = 0;
  for (let index = 0; index < selector.length; index += 1) {
    if (depth === 0 && selector.startsWith(':not(', index)) {
      depth = 1;
      index += 4;
      continue;
    }
    const char = selector[index]!;
    if (depth > 0) {
      if (char === '\\') index += 1;
      else if (char === '(') depth += 1;
      else if (char === ')') depth -= 1;
      continue;
    }
    result += char;
  }
  return result;
}

const CLASS_SELECTOR = /\.((?:\\.|[\w-])+)/g;

function selectorApplies(selector: string, classes: Set<string>): boolean {
  for (const match of withoutNegations(selector).matchAll(CLASS_SELECTOR)) {
    if (!classes.has(match[1]!.replace(/\\(.)/g, '$1'))) return false;
  }
  return true;
}

export function criticalCss(css: string, classes: Set<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const parent = rule.parent;
    if (parent?.type === 'atrule' && /keyframes$/.test((parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => selectorApplies(selector, classes));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  // At-rules left empty (a media query whose rules all went) go too; @layer statements stay.
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}
