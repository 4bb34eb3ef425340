import { beforeEach, describe, expect, it } from 'vitest';
import { applyHead } from './head.ts';

beforeEach(() => {
  document.head.innerHTML = `
    <title>Diligence Intelligence | Home</title>
    <meta name="description" content="home" />
    <link rel="canonical" href="https://diligence.example/" />
    <meta property="og:url" content="https://diligence.example/" />
    <script type="application/ld+json">{"@type":"WebSite"}</script>`;
});

describe('applyHead after a client-side navigation', () => {
  it('swaps title, description, canonical, Open Graph and JSON-LD for the new page', async () => {
    await applyHead('/pricing');
    expect(document.title).toMatch(/^Investment Intelligence Solutions \|/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://diligence.example/pricing',
    );
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      'https://diligence.example/pricing',
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /investment intelligence solutions/i,
    );
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}')['@type'],
    );
    expect(jsonLd).toEqual(['Organization', 'Service']);
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('leaves the head alone for a path that is not a public page', async () => {
    await applyHead('/portal');
    expect(document.title).toBe('Diligence Intelligence | Home');
  });
});
