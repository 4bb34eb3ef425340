/**
 * Scroll-in motion that hides nothing a page shows unscrolled, without layout reads.
 * Revealed elements are grouped by their section: sections below the fold skip rendering
 * until they come near the viewport (`defer-render`, content-visibility), so their contents
 * cannot be observed before then.
 *
 * 1. Each section is observed, to know whether it is still below the viewport.
 * 2. At the visitor's first scroll, the elements of the sections still below the viewport
 *    are hidden: nobody has seen them yet. Until then nothing is hidden, so a page that is
 *    never scrolled (a full-page capture, a link preview's render) shows everything; so does
 *    print (styles.css).
 * 3. When such a section comes into view its elements are observed one by one, and each is
 *    shown (fade and 40 px slide) as it scrolls into view.
 */
const sections = new Map<Element, Set<HTMLElement>>();
/** Sections whose latest report put them below the viewport. */
const belowViewport = new Set<Element>();
let scrolled = false;
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

function stopWatching(section: Element) {
  sections.delete(section);
  sectionObserver?.unobserve(section);
}

function getSectionObserver(): IntersectionObserver {
  sectionObserver ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const section = entry.target;
      const items = sections.get(section);
      if (!items) continue;
      if (!scrolled) {
        const below = !entry.isIntersecting && entry.boundingClientRect.top >= window.innerHeight;
        if (below) belowViewport.add(section);
        else belowViewport.delete(section);
      } else if (entry.isIntersecting) {
        // Hidden at the first scroll, now in view: each element is shown as it comes in.
        stopWatching(section);
        for (const item of items) getItemObserver().observe(item);
      }
    }
  });
  return sectionObserver;
}

/** The first scroll: hides what is still below the viewport; the rest is never animated. */
function hideUnseen() {
  scrolled = true;
  for (const [section, items] of sections) {
    if (!belowViewport.has(section)) {
      stopWatching(section);
      continue;
    }
    for (const item of items) item.dataset.revealState = 'hidden';
  }
  belowViewport.clear();
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
  if (sections.size > 0)
    window.addEventListener('scroll', hideUnseen, { once: true, passive: true });
}
