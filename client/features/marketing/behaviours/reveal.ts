/**
 * Scroll-in motion without layout reads. Revealed elements are grouped by their section:
 * sections below the fold skip rendering until they come near the viewport
 * (`defer-render`, content-visibility), so their contents cannot be observed before then.
 *
 * 1. The section is observed. Its first report says whether it is on screen: if so, its
 *    elements are left alone (nothing the first paint shows ever disappears); if not,
 *    they are hidden, off screen.
 * 2. When the section comes into view its elements are observed one by one, and each is
 *    shown (fade and 40 px slide) as it scrolls into view.
 */
const sections = new Map<Element, Set<HTMLElement>>();
const decided = new WeakSet<Element>();
let sectionObserver: IntersectionObserver | undefined;
let itemObserver: IntersectionObserver | undefined;

function getItemObserver(): IntersectionObserver {
  itemObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.revealState = 'shown';
        itemObserver?.unobserve(entry.target);
      }
    },
    { rootMargin: '0px 0px -8% 0px' },
  );
  return itemObserver;
}

function getSectionObserver(): IntersectionObserver {
  sectionObserver ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const section = entry.target;
      const items = sections.get(section);
      if (!items) continue;
      if (!decided.has(section)) {
        decided.add(section);
        // On screen at first (or above it): nothing to animate.
        if (entry.isIntersecting || entry.boundingClientRect.top < window.innerHeight) {
          sections.delete(section);
          sectionObserver?.unobserve(section);
          continue;
        }
        for (const item of items) item.dataset.revealState = 'hidden';
      } else if (entry.isIntersecting) {
        sections.delete(section);
        sectionObserver?.unobserve(section);
        for (const item of items) getItemObserver().observe(item);
      }
    }
  });
  return sectionObserver;
}

function observe(element: HTMLElement) {
  const section = element.closest('section') ?? element;
  let items = sections.get(section);
  if (!items) {
    items = new Set();
    sections.set(section, items);
    getSectionObserver().observe(section);
  }
  items.add(element);
}

/** Every `[data-reveal]` element (components/reveal.tsx) fades and slides in; not under prefers-reduced-motion. */
export function startReveal(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  for (const element of document.querySelectorAll<HTMLElement>('[data-reveal]')) observe(element);
}
