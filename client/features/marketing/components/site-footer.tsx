import { FOOTER_COLUMNS, SITE, type NavLink } from '../../../config/site.ts';
import { ANALYTICS_EVENTS, clickEvent } from '../../../lib/analytics.ts';
import { BrandName } from '../../../components/layouts/brand.tsx';
import { LinkedInIcon, TwitterIcon } from './social-icons.tsx';

const footerLinkEvent = (link: NavLink) =>
  clickEvent(ANALYTICS_EVENTS.navigationClick, {
    link_text: link.label,
    link_url: link.to,
    location: 'footer',
  });

/** The footer: site links, social placeholders and the powered-by line. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer
      id="site-footer"
      className="defer-render bg-navy-950 text-slate-300 [contain-intrinsic-size:auto_640px]"
    >
      <div className="page-container grid gap-10 py-14 md:grid-cols-[1.3fr_2fr]">
        <div className="max-w-sm">
          <BrandName inverse />
          <p className="mt-4 text-sm leading-6 text-slate-400">{SITE.tagline}</p>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            <li>
              <a
                href={SITE.social.linkedin}
                rel="noopener noreferrer"
                target="_blank"
                aria-label={`${SITE.name} on LinkedIn`}
                className="inline-flex size-10 items-center justify-center rounded-full border border-white/15 text-slate-300 transition-colors hover:border-white/40 hover:text-white"
              >
                <LinkedInIcon />
              </a>
            </li>
            <li>
              <a
                href={SITE.social.twitter}
                rel="noopener noreferrer"
                target="_blank"
                aria-label={`${SITE.name} on Twitter`}
                className="inline-flex size-10 items-center justify-center rounded-full border border-white/15 text-slate-300 transition-colors hover:border-white/40 hover:text-white"
              >
                <TwitterIcon />
              </a>
            </li>
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold text-white">{column.title}</h2>
              <ul className="mt-3 space-y-1">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <a
                      href={link.to}
                      {...footerLinkEvent(link)}
                      className="inline-block py-1.5 text-sm text-slate-300 transition-colors hover:text-white"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="page-container flex flex-col gap-2 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <span suppressHydrationWarning>{year}</span> {SITE.name}. All rights reserved.
          </p>
          <p>{SITE.poweredBy}</p>
        </div>
      </div>
    </footer>
  );
}
