import { COMMON_EN } from '../common-texts';
import { LANDING_EN } from './landing';
import { LAYOUT_EN } from './layout';
import { SERVICE_REQUESTS_EN } from './service-requests';

/**
 * English, the source language: one namespace per domain. `common` and `messages` are the shared constants
 * of packages/shared as they are; the others hold the texts the screens used to write inline.
 * Every namespace needs ./hi/<namespace>.json with the same keys (i18n-keys.test.ts checks it).
 */
export const EN_RESOURCES = {
  common: COMMON_EN,
  layout: LAYOUT_EN,
  landing: LANDING_EN,
  serviceRequests: SERVICE_REQUESTS_EN,
};

/** `messages` (../shared-texts.ts) is English too, loaded on demand: see LAZY_NAMESPACES. */
export type Namespace = keyof typeof EN_RESOURCES | 'messages';
export const NAMESPACES: Namespace[] = [...(Object.keys(EN_RESOURCES) as Namespace[]), 'messages'];
