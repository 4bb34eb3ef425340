/**
 * The Ad Platform Connections tab's content. A placeholder until the connections feature
 * (issue 8) replaces this file with a re-export of its panel, e.g.
 *   export { ConnectionsPanel } from '../connections/components/connections-panel.tsx';
 */
export function ConnectionsPanel() {
  return <section aria-label="Ad Platform Connections" data-testid="connections-slot" />;
}
