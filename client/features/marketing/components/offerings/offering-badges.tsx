import { Badge } from '../../../../components/ui/badge.tsx';
import { PRICING, type Offering } from '../../../../config/solutions.ts';

/** Most Popular / Coming Soon markers of an offering. */
export function OfferingBadges({ offering }: { offering: Offering }) {
  if (offering.highlight) return <Badge variant="accent">{PRICING.mostPopular}</Badge>;
  if (offering.comingSoon) return <Badge variant="secondary">{PRICING.comingSoon}</Badge>;
  return null;
}
