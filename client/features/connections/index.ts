/**
 * What other features may use of the connections feature: a project's connectors, their
 * state as words, and the rows that name each connection with its state.
 */
export { useConnectors } from './api/connectors.ts';
export { browseState, warehouseState } from './lib/connection-states.ts';
export { ConnectionStates, type ConnectionStateRow } from './components/connection-states.tsx';
