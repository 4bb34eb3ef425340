// @vitest-environment node
/** The contact page renders to static HTML (the prerender step) with no browser globals. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Component as ContactPage } from './contact.tsx';

describe('/contact prerendered', () => {
  it('renders the heading and the form without window or document', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<ContactPage />);
    expect(html).toContain('<h1');
    expect(html).toContain('Request a Consultation</h1>');
    expect(html).toMatch(/<form[^>]*aria-label="Consultation request"/);
    expect(html).toContain('How did you hear about us?');
    // No referral fields and no dialog until the visitor acts.
    expect(html).not.toContain('Referral Email');
    expect(html).not.toContain('Thank You');
  });
});
