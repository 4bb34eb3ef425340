import type { ComingSoonPlatform } from '../../../../common/connections/constants.ts';
import { CONNECTION_MESSAGES } from '../../../../common/connections/messages.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { COMING_SOON_PLATFORM_LABELS } from '../lib/platforms.ts';
import { PlatformLogo } from './platform-logo.tsx';

/** A platform that cannot be connected yet (TikTok Ads, Amazon Ads). */
export function ComingSoonCard({ platform }: { platform: ComingSoonPlatform }) {
  const titleId = `coming-soon-${platform}-title`;
  return (
    <Card role="group" aria-labelledby={titleId} className="border-dashed bg-muted/40 shadow-none">
      <CardHeader className="flex-row items-center gap-4">
        <PlatformLogo platform={platform} className="opacity-70" />
        <div className="flex min-w-0 flex-col items-start gap-1.5">
          <CardTitle id={titleId} className="text-base">
            {COMING_SOON_PLATFORM_LABELS[platform]}
          </CardTitle>
          <Badge variant="outline" className="whitespace-nowrap">
            {CONNECTION_MESSAGES.comingSoon}
          </Badge>
        </div>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">{CONNECTION_MESSAGES.comingSoonText}</p>
      </CardContent>
    </Card>
  );
}
