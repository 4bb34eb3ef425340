/**
 * What other features may use of the channel data (docs/product.md#channel-data): the client's
 * "Channel performance" card, the firm's (with "Refresh now"), and the section itself for a page
 * that reads the snapshot on its own.
 */
export {
  AdminChannelPerformanceCard,
  ChannelPerformanceCard,
} from './components/channel-performance-card.tsx';
export { ChannelPerformanceView } from './components/channel-performance-view.tsx';
export { useAdminChannels, useProjectChannels } from './api/channels.ts';
