export { type NearbySearch } from './nearby-api';
export { NearbyCenters } from './nearby-centers';
export { formatTime12 } from './nearby-format';
