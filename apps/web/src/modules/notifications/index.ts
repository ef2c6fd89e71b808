export { MessageChannelCard } from './message-channel-card';
export { followAccountLanguage } from './account-language';
