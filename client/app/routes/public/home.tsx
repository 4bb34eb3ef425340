import { BackToTop } from '../../../features/marketing/components/back-to-top.tsx';
import { AdvantageSection } from '../../../features/marketing/components/home/advantage.tsx';
import { ClosingCta } from '../../../features/marketing/components/home/closing-cta.tsx';
import { HomeHero } from '../../../features/marketing/components/home/hero.tsx';
import { JourneySection } from '../../../features/marketing/components/home/journey.tsx';
import { ValidationSection } from '../../../features/marketing/components/home/validation.tsx';
import { WhySection } from '../../../features/marketing/components/home/why-section.tsx';
import { LogoStrip } from '../../../features/marketing/components/logo-strip.tsx';
import { ScrollProgress } from '../../../features/marketing/components/scroll-progress.tsx';

/**
 * Home (docs/product.md#public-site). Everything here is on the critical path of `/` (90 kB
 * budget): it uses buttonVariants and plain markup, not the Card/Badge primitives that bring
 * tailwind-merge (docs/decisions/082-public-site-islands.md).
 */
export function Component() {
  return (
    <>
      <ScrollProgress />
      <HomeHero />
      <LogoStrip />
      <WhySection />
      <AdvantageSection />
      <JourneySection />
      <ValidationSection />
      <ClosingCta />
      <BackToTop />
    </>
  );
}
