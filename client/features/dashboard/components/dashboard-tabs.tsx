/**
 * The dashboard's two tabs: Data & Context Gathering (the default;
 * "Data Gathering" on small screens) and Ad Platform Connections ("Connections"). Only the
 * shown tab is mounted, so the metrics list is fetched only while its tab is active.
 */
import { BarChart3, Plug } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { scrollToId, useHashLink } from '../../../lib/location-hash.ts';
import { CONNECTIONS_ANCHOR } from '../../brief/index.ts';

export type PortalTab = 'metrics' | 'connections';

interface DashboardTabsProps {
  metrics: ReactNode;
  connections: ReactNode;
}

function TabLabel({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span className="hidden sm:inline">{full}</span>
      <span className="sm:hidden">{short}</span>
    </>
  );
}

export function DashboardTabs({ metrics, connections }: DashboardTabsProps) {
  const [tab, setTab] = useState<PortalTab>('metrics');
  // The completeness checklist links here to connect a platform.
  useHashLink((hash) => {
    if (hash !== CONNECTIONS_ANCHOR) return;
    setTab('connections');
    scrollToId(CONNECTIONS_ANCHOR);
  });
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as PortalTab)}>
      <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
        <TabsTrigger value="metrics" className="py-2">
          <BarChart3 aria-hidden="true" className="size-4" />
          <TabLabel full="Data & Context Gathering" short="Data Gathering" />
        </TabsTrigger>
        <TabsTrigger value="connections" className="py-2">
          <Plug aria-hidden="true" className="size-4" />
          <TabLabel full="Ad Platform Connections" short="Connections" />
        </TabsTrigger>
      </TabsList>
      <TabsContent value="metrics" className="mt-3 flex flex-col gap-3 sm:mt-6 sm:gap-6 print:mt-0">
        {metrics}
      </TabsContent>
      <TabsContent value="connections" className="mt-3 sm:mt-6">
        <div id={CONNECTIONS_ANCHOR} className="scroll-mt-4">
          {connections}
        </div>
      </TabsContent>
    </Tabs>
  );
}
