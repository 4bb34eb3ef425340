import Bot from 'lucide-react/icons/bot';
import { Card, CardContent, CardDescription, CardHeader } from '../../../../components/ui/card.tsx';
import type { Offering } from '../../../../config/solutions.ts';
import { CheckList } from '../check-list.tsx';
import { OfferingBadges } from './offering-badges.tsx';
import { OfferingTitle } from './offering-title.tsx';

/** A tier of /services, told by its AI agent: description and what it covers. */
export function AgentCard({ agent }: { agent: Offering }) {
  return (
    <Card className={`h-full ${agent.highlight ? 'border-accent ring-1 ring-accent' : ''}`}>
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-primary text-white">
            <Bot className="size-5" aria-hidden="true" />
          </span>
          <OfferingBadges offering={agent} />
        </div>
        <p className="mt-4 text-xs font-semibold uppercase tracking-[0.14em] text-accent">
          Tier {agent.tier}
        </p>
        <OfferingTitle offering={agent} />
        <CardDescription className="text-base leading-7">{agent.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <CheckList items={agent.features} />
      </CardContent>
    </Card>
  );
}
