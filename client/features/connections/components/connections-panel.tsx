/**
 * The connections screen's content (docs/product.md#connections), for /connections and the portal
 * dashboard's Ad Platform Connections tab. Works on its own under the portal's
 * ActiveProjectProvider: it reads the active project with useActiveProject().
 *
 *   <ConnectionsPanel />                    // h2 title, inside the dashboard tab
 *   <ConnectionsPanel headingLevel="h1" />  // the /connections page
 */
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { COMING_SOON_PLATFORMS, type Platform } from '../../../../common/connections/constants.ts';
import {
  CONNECTION_KIND_MESSAGES as WORDS,
  CONNECTION_MESSAGES,
} from '../../../../common/connections/messages.ts';
import { PATHS } from '../../../../common/shared/paths.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { LoadingRegion, SkeletonCard } from '../../../components/ui/skeleton.tsx';
import { useGoogleAdsConnection } from '../../google-ads/index.ts';
import { useActiveProject } from '../../projects/index.ts';
import { useConnections } from '../hooks/use-connections.ts';
import { browseState, warehouseState } from '../lib/connection-states.ts';
import { AVAILABLE_PLATFORMS } from '../lib/platforms.ts';
import { ComingSoonCard } from './coming-soon-card.tsx';
import type { ConnectionStateRow } from './connection-states.tsx';
import { PlatformCard } from './platform-card.tsx';

/**
 * The user's browse access, when they may browse Google Ads (the server's rule: a member of
 * an active project); and whether the projects are still loading.
 */
function useBrowseState() {
  const { projects, isLoading } = useActiveProject();
  const member = projects.some((project) => project.status === 'active');
  const connection = useGoogleAdsConnection(member);
  return {
    projectsLoading: isLoading,
    browse: member ? browseState(connection.data, { loading: connection.isPending }) : null,
  };
}

export function ConnectionsPanel({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const connections = useConnections();
  const { browse, projectsLoading } = useBrowseState();
  const Heading = headingLevel;
  const Subheading = headingLevel === 'h1' ? 'h2' : 'h3';
  const sandbox = connections.mode === 'sandbox';

  function statesOf(platform: Platform): ConnectionStateRow[] {
    const warehouse: ConnectionStateRow = {
      name: WORDS.warehouse,
      hint: WORDS.warehouseHint,
      ...warehouseState(connections.itemOf(platform), {
        loading: connections.isLoading,
        hasProject: connections.activeProject !== null,
      }),
    };
    if (platform !== 'google' || !browse) return [warehouse];
    const openPage = (
      <Link to={PATHS.googleAdsTest} className="text-accent underline underline-offset-4">
        {WORDS.openGoogleAds}
      </Link>
    );
    return [warehouse, { name: WORDS.browse, hint: WORDS.browseHint, ...browse, action: openPage }];
  }

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
        {projectsLoading || connections.isLoading ? (
          <LoadingRegion
            label="Loading connections"
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {AVAILABLE_PLATFORMS.map((platform) => (
              <SkeletonCard key={platform} lines={4} className="min-h-64" />
            ))}
          </LoadingRegion>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {AVAILABLE_PLATFORMS.map((platform) => (
              <PlatformCard
                key={platform}
                platform={platform}
                states={statesOf(platform)}
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
        )}
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
