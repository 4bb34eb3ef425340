/** The logo strip's pause button (components/logo-strip.tsx): pauses and resumes the loop. */
export function startLogoStrip(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-logo-toggle]');
  const marquee = document.querySelector<HTMLElement>('.logo-marquee');
  if (!toggle || !marquee) return;
  toggle.hidden = false;
  toggle.addEventListener('click', () => {
    const paused = marquee.dataset.paused !== 'true';
    marquee.dataset.paused = String(paused);
    toggle.setAttribute('aria-pressed', String(paused));
    toggle.setAttribute('aria-label', paused ? 'Play logo animation' : 'Pause logo animation');
  });
}
