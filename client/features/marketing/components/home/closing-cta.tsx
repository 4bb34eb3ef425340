import ArrowRight from 'lucide-react/icons/arrow-right';
import { PATHS } from '../../../../../common/shared/paths.ts';
import { buttonVariants } from '../../../../components/ui/button-variants.ts';
import { CLOSING_CTA } from '../../../../config/home.ts';
import { ANALYTICS_EVENTS, clickEvent } from '../../../../lib/analytics.ts';
import { CtaBand } from '../cta-band.tsx';

/** The home page's calls to action: a consultation (/contact) and the client portal (/portal). */
export function ClosingCta() {
  return (
    <CtaBand title={CLOSING_CTA.title} lead={CLOSING_CTA.lead}>
      <a
        href={PATHS.contact}
        {...clickEvent(ANALYTICS_EVENTS.homepageContact, { location: 'closing_cta' })}
        className={buttonVariants({ variant: 'accent', size: 'lg' })}
      >
        {CLOSING_CTA.contact}
        <ArrowRight aria-hidden="true" />
      </a>
      <a
        href={PATHS.portal}
        {...clickEvent(ANALYTICS_EVENTS.homepagePortal, { location: 'closing_cta' })}
        className={buttonVariants({ variant: 'onDark', size: 'lg' })}
      >
        {CLOSING_CTA.portal}
      </a>
    </CtaBand>
  );
}
