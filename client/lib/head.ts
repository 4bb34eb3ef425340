/**
 * Keeps the document head in step with client-side navigation: title, description,
 * canonical link, Open Graph/Twitter tags and JSON-LD, from the one SEO module
 * (client/config/seo.ts), which loads on the first navigation, never with the first page.
 */

/**
 * The public site address, read back from the prerendered canonical link: that link is
 * PUBLIC_SITE_URL + the path it was written for (the document's first path).
 */
const firstPath =
  typeof window === 'undefined' ? '/' : window.location.pathname.replace(/(.)\/+$/, '$1');
let siteUrl: string | undefined;

function readSiteUrl(): string {
  if (siteUrl) return siteUrl;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const suffix = firstPath === '/' ? '/' : firstPath;
  siteUrl =
    canonical && canonical.endsWith(suffix)
      ? canonical.slice(0, canonical.length - suffix.length)
      : window.location.origin;
  return siteUrl;
}

function upsert<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

function setMeta(key: 'name' | 'property', name: string, content: string) {
  const element = upsert(`meta[${key}="${name}"]`, () => {
    const meta = document.createElement('meta');
    meta.setAttribute(key, name);
    return meta;
  });
  element.setAttribute('content', content);
}

export async function applyHead(pathname: string): Promise<void> {
  const base = readSiteUrl();
  const seo = await import('../config/seo.ts');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!seo.isPublicPath(path)) return;
  const tags = seo.headTags(path, base);
  document.title = tags.title;
  setMeta('name', 'description', tags.description);
  for (const meta of tags.meta) setMeta(meta.key, meta.name, meta.content);
  const canonical = upsert('link[rel="canonical"]', () => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    return link;
  });
  canonical.href = tags.canonical;
  document.head
    .querySelectorAll('script[type="application/ld+json"]')
    .forEach((node) => node.remove());
  for (const data of tags.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = seo.jsonLdText(data);
    document.head.append(script);
  }
}
