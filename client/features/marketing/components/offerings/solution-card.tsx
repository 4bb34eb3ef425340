import { PATHS } from '../../../../../common/shared/paths.ts';
import { Button } from '../../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
} from '../../../../components/ui/card.tsx';
import { PRICING, type Offering } from '../../../../config/solutions.ts';
import { CheckList } from '../check-list.tsx';
import { OfferingBadges } from './offering-badges.tsx';
import { OfferingTitle } from './offering-title.tsx';

/**
 * A solution card of /pricing: Get Started leads to /contact;
 * a coming-soon solution is dimmed and its button disabled. No prices are shown.
 */
export function SolutionCard({ solution }: { solution: Offering }) {
  const tone = solution.highlight
    ? 'border-accent ring-2 ring-accent shadow-lg'
    : solution.comingSoon
      ? 'bg-slate-50'
      : '';
  return (
    <Card
      className={`relative flex h-full flex-col ${tone}`}
      aria-disabled={solution.comingSoon || undefined}
    >
      <CardHeader>
        <div className="flex min-h-6 items-center justify-between gap-2">
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-accent">
            Tier {solution.tier}
          </p>
          <OfferingBadges offering={solution} />
        </div>
        <OfferingTitle offering={solution} className="mt-2" />
        <CardDescription className="leading-6">{solution.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <CheckList items={solution.features} />
      </CardContent>
      <CardFooter>
        {solution.comingSoon ? (
          <Button variant="secondary" className="w-full" disabled>
            {PRICING.comingSoon}
          </Button>
        ) : (
          <Button asChild variant={solution.highlight ? 'accent' : 'default'} className="w-full">
            <a href={PATHS.contact} aria-label={`${PRICING.getStarted} with ${solution.name}`}>
              {PRICING.getStarted}
            </a>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
