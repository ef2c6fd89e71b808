import type { AppConfig } from './config.js';
import type { Cipher } from './crypto.js';
import type { DatabaseHandle, Db } from './db.js';
import type { SmsProvider } from './sms.js';
import type { ReverseGeocoder } from './geocoder.js';
import type { RealtimeBus } from './realtime.js';
import type { Presence } from './presence.js';
import type { NotificationProvider } from './notification-providers.js';

/** What every module's routes and services receive: built once in app.ts, replaced piecewise in tests. */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: Db;
  cipher: Cipher;
  sms: SmsProvider;
  geocoder: ReverseGeocoder;
  bus: RealtimeBus;
  /** Open live streams on this instance (a center watching its requests gets no new-request SMS). */
  presence: Presence;
  /** Sends status messages (SMS / WhatsApp); the development outbox unless gateways are configured. */
  notifier: NotificationProvider;
}
