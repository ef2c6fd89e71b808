export { MessageChannelCard } from './message-channel-card';
