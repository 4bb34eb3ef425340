/**
 * The connections screen's content (SPEC point 2), for /connections and the portal
 * dashboard's Ad Platform Connections tab. Works on its own under the portal's
 * ActiveProjectProvider: it reads the active project with useActiveProject().
 *
 *   <ConnectionsPanel />                    // h2 title, inside the dashboard tab
 *   <ConnectionsPanel headingLevel="h1" />  // the /connections page
 */
import { ShieldCheck } from 'lucide-react';
import { COMING_SOON_PLATFORMS } from '../../../../common/constants.ts';
import { CONNECTION_MESSAGES } from '../../../../common/messages.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { useConnections } from '../hooks/use-connections.ts';
import { AVAILABLE_PLATFORMS } from '../lib/platforms.ts';
import { ComingSoonCard } from './coming-soon-card.tsx';
import { PlatformCard } from './platform-card.tsx';

export function ConnectionsPanel({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const connections = useConnections();
  const Heading = headingLevel;
  const Subheading = headingLevel === 'h1' ? 'h2' : 'h3';
  const sandbox = connections.mode === 'sandbox';

  return (
    <section aria-labelledby="connections-title" className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <Heading
            id="connections-title"
            className="text-2xl font-bold tracking-tight text-primary md:text-3xl"
          >
            {CONNECTION_MESSAGES.title}
          </Heading>
          {sandbox && (
            <Badge variant="sandbox" data-testid="sandbox-badge">
              {CONNECTION_MESSAGES.sandboxBadge}
            </Badge>
          )}
        </div>
        <p className="text-muted-foreground">{CONNECTION_MESSAGES.description}</p>
        {sandbox && <p className="text-sm text-amber-900">{CONNECTION_MESSAGES.sandboxHint}</p>}
      </div>

      {connections.notConfigured && (
        <Alert variant="destructive">
          <AlertTitle>{CONNECTION_MESSAGES.notConfigured}</AlertTitle>
        </Alert>
      )}
      {connections.activeProject && !connections.canChange && (
        <Alert>
          <AlertDescription>{CONNECTION_MESSAGES.viewerHint}</AlertDescription>
        </Alert>
      )}

      <section aria-labelledby="available-platforms-title" className="flex flex-col gap-4">
        <Subheading id="available-platforms-title" className="text-lg font-semibold">
          {CONNECTION_MESSAGES.availablePlatforms}
        </Subheading>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {AVAILABLE_PLATFORMS.map((platform) => (
            <PlatformCard
              key={platform}
              platform={platform}
              connected={connections.isConnected(platform)}
              processing={connections.busy?.platform === platform}
              disabled={
                (connections.busy !== null && connections.busy.platform !== platform) ||
                !connections.canChange
              }
              onConnect={() => void connections.connect(platform)}
              onDisconnect={() => void connections.disconnect(platform)}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="coming-soon-title" className="flex flex-col gap-4">
        <Subheading id="coming-soon-title" className="text-lg font-semibold">
          {CONNECTION_MESSAGES.comingSoon}
        </Subheading>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {COMING_SOON_PLATFORMS.map((platform) => (
            <ComingSoonCard key={platform} platform={platform} />
          ))}
        </div>
      </section>

      <footer className="flex items-start gap-3 rounded-lg border border-border bg-muted/50 p-4 text-sm text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
        <p>{CONNECTION_MESSAGES.readOnlyFooter}</p>
      </footer>
    </section>
  );
}
