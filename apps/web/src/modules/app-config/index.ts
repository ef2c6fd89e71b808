export { encryptValue, useSupportMobile } from './app-config-api';
