/** /connections (SPEC point 2): the return banner, then the connections panel. */
import { ConnectionResultBanner } from '../../../features/connections/components/connection-result-banner.tsx';
import { ConnectionsPanel } from '../../../features/connections/components/connections-panel.tsx';

export function Component() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <ConnectionResultBanner />
      <ConnectionsPanel headingLevel="h1" />
    </div>
  );
}
