import type { NotificationEvent } from '../../platform/config.js';

/**
 * Every status-message text, keyed by language then event: the one place a translation (Hindi next) is added.
 * A DLT template is registered text with {#var#} slots, so each text here is fixed wording around its variables;
 * WhatsApp uses an approved template of the same name per event (`fixo_<event>`), filled with the same variables.
 * `stopUrl` ends every message: a guest's opt-out link, or a customer's profile where channels are chosen.
 */
type Vars = Record<string, string>;
type TemplateSet = Record<NotificationEvent, (v: Vars) => string>;

const EN: TemplateSet = {
  request_received: (v) =>
    `Fixo: your service request ${v.ref} was sent to ${v.center}. Track it: ${v.trackingUrl} Stop messages: ${v.stopUrl}`,
  request_accepted: (v) =>
    `Fixo: ${v.center} accepted your request ${v.ref}. Call ${v.centerPhone}. Directions: ${v.directionsUrl} Track: ${v.trackingUrl} Stop messages: ${v.stopUrl}`,
  request_rejected: (v) =>
    `Fixo: ${v.center} cannot take your request ${v.ref}. Pick another nearby center: ${v.nearbyUrl} Stop messages: ${v.stopUrl}`,
  request_closed: (v) =>
    `Fixo: your request ${v.ref} at ${v.center} is closed. Rate the service: ${v.ratingUrl} Stop messages: ${v.stopUrl}`,
  center_new_request: (v) =>
    `Fixo: new service request ${v.ref} - ${v.issue} (${v.vehicle}). Accept or reject it: ${v.requestsUrl}`,
};

export const TEMPLATES: Record<string, TemplateSet> = { en: EN };
export const DEFAULT_LANGUAGE = 'en';

/** The text of one message; an unknown language falls back to English (a message is never dropped for it). */
export function renderMessage(language: string, event: NotificationEvent, variables: Vars): string {
  return (TEMPLATES[language] ?? EN)[event](variables);
}

/** The approved WhatsApp template of an event. */
export const whatsappTemplate = (event: NotificationEvent): string => `fixo_${event}`;
