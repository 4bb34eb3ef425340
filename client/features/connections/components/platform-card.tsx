/** One available platform: its status badge, Connect / Reconnect, and Disconnect when connected. */
import { LoaderCircle } from 'lucide-react';
import type { Platform } from '../../../../common/constants.ts';
import { CONNECTION_MESSAGES } from '../../../../common/messages.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { PLATFORM_LABELS } from '../lib/platforms.ts';
import { PlatformMark } from './platform-mark.tsx';

const DESCRIPTIONS: Record<Platform, string> = {
  meta: 'Campaigns, ad sets, ads and daily performance from Facebook and Instagram.',
  linkedin: 'Campaign groups, campaigns, creatives and performance from LinkedIn.',
  google: 'Campaigns, ad groups, keywords and performance from Google Ads.',
};

export interface PlatformCardProps {
  platform: Platform;
  connected: boolean;
  /** This platform's connect or disconnect is under way. */
  processing: boolean;
  /** Another platform is busy, or the user may not change connections. */
  disabled: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
}

export function PlatformCard({
  platform,
  connected,
  processing,
  disabled,
  onConnect,
  onDisconnect,
}: PlatformCardProps) {
  const label = PLATFORM_LABELS[platform];
  const titleId = `platform-${platform}-title`;
  const status = processing
    ? CONNECTION_MESSAGES.processing
    : connected
      ? CONNECTION_MESSAGES.connected
      : CONNECTION_MESSAGES.notConnected;
  const tooltip = connected
    ? CONNECTION_MESSAGES.reconnectTooltip
    : CONNECTION_MESSAGES.connectTooltip(label);

  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      data-testid={`platform-card-${platform}`}
      className="flex flex-col"
    >
      <CardHeader className="flex-row items-center gap-4">
        <PlatformMark platform={platform} />
        <div className="flex min-w-0 flex-col items-start gap-1.5">
          <CardTitle id={titleId} className="text-base">
            {label}
          </CardTitle>
          <Badge
            variant={processing ? 'accent' : connected ? 'default' : 'secondary'}
            className={
              connected && !processing
                ? 'whitespace-nowrap bg-emerald-600 text-white'
                : 'whitespace-nowrap'
            }
            data-testid={`platform-status-${platform}`}
          >
            {status}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="text-sm text-muted-foreground">{DESCRIPTIONS[platform]}</p>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Tooltip content={tooltip}>
          <Button
            onClick={onConnect}
            disabled={disabled || processing}
            variant="outline"
            aria-label={
              processing
                ? `${CONNECTION_MESSAGES.working} ${label}`
                : `${connected ? CONNECTION_MESSAGES.reconnect : CONNECTION_MESSAGES.connect} ${label}`
            }
          >
            {processing && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {processing
              ? CONNECTION_MESSAGES.working
              : connected
                ? CONNECTION_MESSAGES.reconnect
                : CONNECTION_MESSAGES.connect}
          </Button>
        </Tooltip>
        {connected && !processing && (
          <Button
            variant="ghost"
            className="text-destructive hover:text-destructive"
            onClick={onDisconnect}
            disabled={disabled}
            aria-label={`${CONNECTION_MESSAGES.disconnect} ${label}`}
          >
            {CONNECTION_MESSAGES.disconnect}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
