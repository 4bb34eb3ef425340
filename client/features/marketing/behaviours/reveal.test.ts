/**
 * The reveal motion's rule: nothing is hidden until the visitor scrolls (a full-page capture
 * of a page never scrolled shows everything); at the first scroll, what is still below the
 * viewport is hidden, then shown as it comes into view.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** IntersectionObserver whose reports the test sends. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
}

/** The observer's report on `target`: in view or not, its top `top` px from the viewport's. */
function report(target: Element, isIntersecting: boolean, top: number) {
  const observer = FakeObserver.all.find((candidate) => candidate.observed.has(target));
  if (!observer) throw new Error('not observed');
  const entry = { target, isIntersecting, boundingClientRect: { top } };
  observer.callback([entry as unknown as IntersectionObserverEntry], observer as never);
}

const observed = (element: Element) =>
  FakeObserver.all.some((observer) => observer.observed.has(element));
const states = (section: Element) =>
  [...section.querySelectorAll<HTMLElement>('[data-reveal]')].map(
    (item) => item.dataset.revealState,
  );

/** Two sections of two revealed cards: the first on screen at load, the second far below. */
function page() {
  document.body.innerHTML = `
    <section id="top"><div data-reveal>A</div><div data-reveal>B</div></section>
    <section id="below"><div data-reveal>C</div><div data-reveal>D</div></section>`;
  return {
    top: document.getElementById('top')!,
    below: document.getElementById('below')!,
  };
}

async function start({ reducedMotion = false } = {}) {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion, media: query }));
  vi.resetModules();
  const { startReveal } = await import('./reveal.ts');
  startReveal();
}

const scroll = () => window.dispatchEvent(new Event('scroll'));

beforeEach(() => {
  FakeObserver.all = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('reveal', () => {
  it('hides nothing while the page is not scrolled, whatever is below the viewport', async () => {
    const { top, below } = page();
    await start();
    report(top, true, 100);
    report(below, false, window.innerHeight + 1200);

    expect([...states(top), ...states(below)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('at the first scroll hides what is still below the viewport, then shows each as it comes in', async () => {
    const { top, below } = page();
    await start();
    report(top, true, 100);
    report(below, false, window.innerHeight + 1200);

    scroll();
    expect(states(top)).toEqual([undefined, undefined]);
    expect(states(below)).toEqual(['hidden', 'hidden']);
    // What was on screen is never animated.
    expect(observed(top)).toBe(false);

    report(below, true, 600);
    const [first, second] = below.querySelectorAll('[data-reveal]');
    report(first!, true, 600);
    expect(states(below)).toEqual(['shown', 'hidden']);
    report(second!, true, 700);
    expect(states(below)).toEqual(['shown', 'shown']);

    // A later scroll hides nothing again.
    scroll();
    expect(states(below)).toEqual(['shown', 'shown']);
  });

  it('leaves a section above the viewport visible', async () => {
    const { top, below } = page();
    await start();
    report(top, false, -900);
    report(below, true, 200);

    scroll();
    expect([...states(top), ...states(below)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('does nothing under prefers-reduced-motion', async () => {
    const { top, below } = page();
    await start({ reducedMotion: true });

    scroll();
    expect(observed(top) || observed(below)).toBe(false);
    expect(states(below)).toEqual([undefined, undefined]);
  });
});
