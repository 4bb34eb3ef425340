import {
  AdvantageSection,
  BackToTop,
  ClosingCta,
  HomeHero,
  JourneySection,
  LogoStrip,
  ScrollProgress,
  ValidationSection,
  WhySection,
} from '../../../features/marketing/index.tsx';

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
