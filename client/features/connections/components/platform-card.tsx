/** One available platform: its status badge, Connect / Reconnect, and Disconnect when connected. */
import { LoaderCircle } from 'lucide-react';
import type { Platform } from '../../../../common/connections/constants.ts';
import { CONNECTION_MESSAGES } from '../../../../common/connections/messages.ts';
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
import { ConnectionStates, type ConnectionStateRow } from './connection-states.tsx';
import { PlatformLogo } from './platform-logo.tsx';

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
  /** The platform's connections by name, with their state, account and last sync. */
  states: ConnectionStateRow[];
}

export function PlatformCard({
  platform,
  connected,
  processing,
  disabled,
  onConnect,
  onDisconnect,
  states,
}: PlatformCardProps) {
  const label = PLATFORM_LABELS[platform];
  const titleId = `platform-${platform}-title`;
  // The first row is the warehouse sync: its badge is the card's.
  const [warehouse, ...others] = states;
  const rows: ConnectionStateRow[] = warehouse
    ? [
        {
          ...warehouse,
          ...(processing && { state: CONNECTION_MESSAGES.processing, tone: 'busy' as const }),
          testId: `platform-status-${platform}`,
        },
        ...others,
      ]
    : [];
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
        <PlatformLogo platform={platform} />
        <CardTitle id={titleId} className="min-w-0 text-base">
          {label}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="text-sm text-muted-foreground">{DESCRIPTIONS[platform]}</p>
        <ConnectionStates rows={rows} label={`${label} connections`} />
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
