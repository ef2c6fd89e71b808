export { MessageChannelCard } from './message-channel-card';
export { followAccountLanguage, followCenterLanguage } from './account-language';
