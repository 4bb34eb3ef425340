/**
 * /about: who the firm is, why it exists and how it works (docs/product.md#public-site).
 */
import type { TitledText } from './home.ts';

export const ABOUT = {
  eyebrow: 'About Diligence Intelligence',
  title: 'About Us',
  lead: 'We help private equity investors see the growth engine behind every deal, with the speed of AI and the judgment of experienced operators.',
  story: {
    title: 'Why we exist',
    paragraphs: [
      'Digital marketing now drives most of the growth in the companies private equity buys, yet it is rarely examined with the rigour applied to the financials. Deal teams receive blended metrics in a management presentation and have days, not weeks, to decide whether they believe them.',
      'We built an AI engine that reads the raw data behind those metrics (every campaign, channel and cohort) through read-only access that never changes a thing in the accounts. Our experts then review every material finding, so the conclusions you take to investment committee are both fast and defensible.',
    ],
  },
  figures: [
    { value: '80/20', label: 'AI analysis and expert oversight' },
    { value: '2 weeks', label: 'from data access to findings' },
    { value: '< 30 min', label: 'to connect the ad platforms' },
    { value: '12-18 months', label: 'value-creation roadmap horizon' },
  ],
  principlesTitle: 'What we believe',
  principles: [
    {
      title: 'Read-only by design',
      text: 'We request read-only access and never modify a client or target account. Your data is used for your engagement and nothing else.',
    },
    {
      title: 'Evidence over opinion',
      text: 'Every finding traces back to platform data. Where the data is thin, we say so instead of filling the gap with assumptions.',
    },
    {
      title: 'Speed without shortcuts',
      text: 'AI agents make a two-week turnaround possible; expert review makes it reliable.',
    },
    {
      title: 'Built for the deal lifecycle',
      text: 'From the first outside-in screen to portfolio operations, one engine carries what it learns from stage to stage.',
    },
  ] satisfies TitledText[],
  audiencesTitle: 'Who we work with',
  audiences: [
    {
      title: 'Private equity firms',
      text: 'Deal teams and operating partners who need to validate digital growth before they sign and plan value creation after they close.',
    },
    {
      title: 'Portfolio companies',
      text: 'CEOs, CMOs and growth leaders who want an independent benchmark and a practical roadmap their board will back.',
    },
  ] satisfies TitledText[],
  cta: {
    title: 'Let us show you what we would look for in your next deal',
    button: 'Request a Consultation',
    secondary: 'Meet the team',
  },
} as const;
