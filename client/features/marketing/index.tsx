/**
 * What the app uses of the marketing feature to render the public pages (docs/product.md#public-site):
 * the layout and the sections the page modules under client/app/routes/public/ compose. They
 * render to static HTML at build time; the behaviours that run in the browser without React
 * are the feature's other door, index.ts.
 */
export { BackToTop } from './components/back-to-top.tsx';
export { CtaBand } from './components/cta-band.tsx';
export { AdvantageSection } from './components/home/advantage.tsx';
export { ClosingCta } from './components/home/closing-cta.tsx';
export { HomeHero } from './components/home/hero.tsx';
export { JourneySection } from './components/home/journey.tsx';
export { ValidationSection } from './components/home/validation.tsx';
export { WhySection } from './components/home/why-section.tsx';
export { LegalDocument } from './components/legal-document.tsx';
export { LogoStrip } from './components/logo-strip.tsx';
export { AgentCard } from './components/offerings/agent-card.tsx';
export { LifecycleStrip } from './components/offerings/lifecycle-strip.tsx';
export { SolutionCard } from './components/offerings/solution-card.tsx';
export { SuiteBox } from './components/offerings/suite-box.tsx';
export { PageHero } from './components/page-hero.tsx';
export { PublicLayout } from './components/public-layout.tsx';
export { Reveal } from './components/reveal.tsx';
export { ScrollProgress } from './components/scroll-progress.tsx';
export { SectionHeading } from './components/section-heading.tsx';
export { LinkedInIcon } from './components/social-icons.tsx';
export { MemberAvatar } from './components/team/member-avatar.tsx';
export { MemberLinks } from './components/team/member-links.tsx';
