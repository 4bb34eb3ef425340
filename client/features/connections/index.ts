/**
 * What other features and the app may use of the connections feature: a project's
 * connectors, their state as words, the rows that name each connection with its state, and
 * the connections panel with the banner shown on return from a connect popup.
 */
export { useConnectors } from './api/connectors.ts';
export { browseState, warehouseState } from './lib/connection-states.ts';
export { ConnectionStates, type ConnectionStateRow } from './components/connection-states.tsx';
export { ConnectionResultBanner } from './components/connection-result-banner.tsx';
export { ConnectionsPanel } from './components/connections-panel.tsx';
