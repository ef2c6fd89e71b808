export { MessageChannelCard } from './message-channel-card';
export { followAccountLanguage, followCenterLanguage, saveAccountLanguage } from './account-language';
