import { COMMON_EN, MESSAGES_EN } from '../shared-texts';
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
  messages: MESSAGES_EN,
  layout: LAYOUT_EN,
  landing: LANDING_EN,
  serviceRequests: SERVICE_REQUESTS_EN,
};

export type Namespace = keyof typeof EN_RESOURCES;
export const NAMESPACES = Object.keys(EN_RESOURCES) as Namespace[];
