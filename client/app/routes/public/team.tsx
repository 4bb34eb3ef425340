import { PATHS } from '../../../../common/shared/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { ADVISORS, FOUNDER, TEAM_PAGE } from '../../../config/team.ts';
import {
  CtaBand,
  LinkedInIcon,
  MemberAvatar,
  MemberLinks,
  PageHero,
  Reveal,
  SectionHeading,
} from '../../../features/marketing/index.tsx';

/** /team (docs/product.md#public-site): the founder and CEO, and three advisors. */
export function Component() {
  return (
    <>
      <PageHero eyebrow="Team" title={TEAM_PAGE.title} lead={TEAM_PAGE.lead} />
      <section aria-labelledby="founder-name" className="py-16 sm:py-20">
        <div className="page-container">
          <Card className="overflow-hidden">
            <CardContent className="grid gap-8 p-8 sm:p-10 md:grid-cols-[auto_1fr] md:items-start">
              <MemberAvatar member={FOUNDER} size="lg" />
              <div>
                <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent">
                  {TEAM_PAGE.founderEyebrow}
                </p>
                <h2
                  id="founder-name"
                  className="mt-2 text-3xl font-semibold tracking-tight text-primary"
                >
                  {FOUNDER.name}
                </h2>
                <p className="mt-1 text-lg font-medium text-slate-600">{FOUNDER.title}</p>
                <p className="mt-5 max-w-3xl text-base leading-7 text-slate-700">{FOUNDER.bio}</p>
                {FOUNDER.social.linkedin && (
                  <Button asChild variant="outline" className="mt-6">
                    <a href={FOUNDER.social.linkedin} target="_blank" rel="noopener noreferrer">
                      <LinkedInIcon className="size-4" />
                      Connect on LinkedIn
                    </a>
                  </Button>
                )}
              </div>
            </CardContent>
          </Card>
        </div>
      </section>
      <section aria-labelledby="advisors-title" className="defer-render bg-slate-50 py-16 sm:py-20">
        <div className="page-container">
          <SectionHeading
            id="advisors-title"
            title={TEAM_PAGE.advisorsTitle}
            lead={TEAM_PAGE.advisorsLead}
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {ADVISORS.map((advisor, index) => (
              <Reveal as="li" key={advisor.name} index={index}>
                <Card className="flex h-full flex-col p-6">
                  <MemberAvatar member={advisor} />
                  <h3 className="mt-5 text-lg font-semibold text-primary">{advisor.name}</h3>
                  <p className="text-sm font-medium text-accent">{advisor.title}</p>
                  <p className="mt-3 flex-1 text-sm leading-6 text-muted-foreground">
                    {advisor.bio}
                  </p>
                  <div className="mt-5">
                    <MemberLinks member={advisor} />
                  </div>
                </Card>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand title={TEAM_PAGE.joinTitle} lead={TEAM_PAGE.joinText}>
        <Button asChild variant="accent" size="lg">
          <a href={PATHS.contact}>{TEAM_PAGE.joinButton}</a>
        </Button>
      </CtaBand>
    </>
  );
}
