import { CardTitle } from '../../../../components/ui/card.tsx';
import type { Tier } from '../../../../config/solutions.ts';

/** A tier's one name as the card's heading, the agent that delivers it under it. */
export function OfferingTitle({ offering, className }: { offering: Tier; className?: string }) {
  return (
    <div className={className}>
      <CardTitle className="text-xl text-primary">{offering.name}</CardTitle>
      <p className="mt-1 text-sm font-medium text-muted-foreground">{offering.agent}</p>
    </div>
  );
}
