/**
 * The project's completeness (common/brief/completeness.ts) for the client: the score and what
 * is still missing, essential first, each a link to where it is filled in. On a phone the
 * list folds under the score.
 */
import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import type { Completeness, Importance } from '../../../../common/brief/completeness.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import {
  PHONE_FOLD_HEADER,
  PhoneFoldButton,
  usePhoneFold,
} from '../../../components/ui/phone-fold.tsx';
import { cn } from '../../../lib/utils.ts';
import { anchorOf } from '../lib/targets.ts';

const GROUPS: { importance: Importance; title: string }[] = [
  { importance: 'essential', title: 'Essential' },
  { importance: 'important', title: 'Important' },
  { importance: 'helpful', title: 'Helpful' },
];

export function CompletenessCard({ completeness }: { completeness: Completeness }) {
  const titleId = useId();
  const { score, missing } = completeness;
  const fold = usePhoneFold();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className={cn('pb-3', PHONE_FOLD_HEADER)}>
        <div className="flex items-start justify-between gap-3">
          {/* 15 px on a phone: the line fits beside the fold button. */}
          <CardTitle id={titleId} className="text-base max-sm:text-[0.9375rem]">
            Your information is {score}% complete
          </CardTitle>
          <PhoneFoldButton fold={fold} label="what is missing" />
        </div>
        <CardDescription className={fold.open ? undefined : 'max-sm:hidden'}>
          {missing.length === 0
            ? 'Everything the analysis asks for is here.'
            : 'What the analysis still needs, most important first.'}
        </CardDescription>
        <div
          role="progressbar"
          aria-label="Completeness"
          aria-valuenow={score}
          aria-valuemin={0}
          aria-valuemax={100}
          className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-accent" style={{ width: `${score}%` }} />
        </div>
      </CardHeader>
      <CardContent id={fold.contentId} className={fold.contentClass}>
        {missing.length === 0 ? (
          <p className="flex items-center gap-2 text-sm">
            <CheckCircle2 aria-hidden="true" className="size-4 text-accent" />
            Nothing missing.
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-3">
            {GROUPS.map(({ importance, title }) => {
              const items = missing.filter((item) => item.importance === importance);
              if (items.length === 0) return null;
              return (
                <div key={importance}>
                  <h3 className="text-sm font-semibold">{title}</h3>
                  <ul className="mt-1 flex flex-col gap-1 text-sm">
                    {items.map((item) => (
                      <li key={item.id}>
                        <a
                          href={`#${anchorOf(item.target)}`}
                          className="text-accent underline underline-offset-2 hover:no-underline"
                        >
                          {item.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
