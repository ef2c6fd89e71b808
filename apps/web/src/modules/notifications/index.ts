export { MessageChannelCard } from './message-channel-card';
export { followAccountLanguage, saveAccountLanguage } from './account-language';
