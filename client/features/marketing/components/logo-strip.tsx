import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import type { CSSProperties } from 'react';
import { CLIENT_LOGOS, LOGO_LOOP_SECONDS } from '../../../config/logos.ts';
import { LOGO_STRIP } from '../../../config/home.ts';

/** The logos once; the repeat that closes the loop is hidden from assistive technology. */
function LogoRun({ repeat = false }: { repeat?: boolean }) {
  return CLIENT_LOGOS.map((logo) => (
    <li key={logo.name} className="shrink-0 px-6 sm:px-8" aria-hidden={repeat || undefined}>
      <img
        src={logo.logo}
        alt={repeat ? '' : logo.alt}
        width={logo.width}
        height={logo.height}
        loading="lazy"
        decoding="async"
        className="h-8 w-auto opacity-80"
      />
    </li>
  ));
}

/**
 * Ten client logos looping once every 66 s. The run is drawn twice and the
 * track moves by half its width, so the loop is seamless. It pauses on hover, on keyboard
 * focus and with its pause button (shown with JavaScript, behaviours/logo-strip.ts); under prefers-reduced-motion it is a still, wrapped row.
 */
export function LogoStrip() {
  const style = { '--logo-loop': `${LOGO_LOOP_SECONDS}s` } as CSSProperties;
  return (
    <section aria-labelledby="client-logos" className="border-b border-border bg-white py-12">
      <div className="page-container">
        <div className="flex items-center justify-center gap-3">
          <h2
            id="client-logos"
            className="text-center text-xs font-semibold uppercase tracking-[0.16em] text-muted-foreground"
          >
            {LOGO_STRIP.title}
          </h2>
          <button
            type="button"
            hidden
            data-logo-toggle
            className="logo-strip-toggle group inline-flex size-7 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-primary"
            aria-label="Pause logo animation"
            aria-pressed="false"
          >
            <Pause className="size-3.5 group-aria-pressed:hidden" aria-hidden="true" />
            <Play className="hidden size-3.5 group-aria-pressed:block" aria-hidden="true" />
          </button>
        </div>
        <div
          className="logo-marquee mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]"
          data-paused="false"
        >
          <ul className="logo-track flex w-max items-center" style={style} aria-label="Clients">
            <LogoRun />
            <LogoRun repeat />
          </ul>
        </div>
      </div>
    </section>
  );
}
