export { useSupportMobile } from './app-config-api';
