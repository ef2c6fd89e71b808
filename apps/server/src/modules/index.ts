import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.js';
import { appConfigRoutes } from './app-config/index.js';
import { authRoutes } from './auth/index.js';
import { devRoutes } from './dev/index.js';
import { locationRoutes } from './location/index.js';
import { mastersRoutes } from './masters/index.js';
import { offersRoutes } from './offers/index.js';
import { nearbyRoutes } from './nearby/index.js';
import { serviceRequestsRoutes } from './service-requests/index.js';
import { eventsRoutes } from './events/index.js';
import { statsRoutes } from './stats/index.js';
import { customersRoutes } from './customers/index.js';
import { serviceCentersRoutes } from './service-centers/index.js';
import { managersRoutes } from './managers/index.js';
import { mobileVerificationRoutes } from './mobile-verification/index.js';
import { consentsRoutes } from './consents/index.js';
import { subscriptionsRoutes } from './subscriptions/index.js';
import { shopCustomersRoutes } from './shop-customers/index.js';
import { partsRoutes } from './parts/index.js';
import { jobCardsRoutes } from './job-cards/index.js';
import { estimatesRoutes } from './job-cards/index.js';
import { serviceRemindersRoutes } from './service-reminders/index.js';
import { notificationsRoutes } from './notifications/index.js';
import { ratingsRoutes } from './ratings/index.js';
import { invoicesRoutes } from './invoices/index.js';
import { invoicePdfRoutes } from './invoices/index.js';
import { privacyRoutes } from './privacy/index.js';

/** Every domain's routes, mounted under /api. A new domain adds one line here. */
export async function registerModules(api: FastifyInstance, ctx: AppContext): Promise<void> {
  await api.register(authRoutes, { ctx });
  await api.register(mobileVerificationRoutes, { ctx });
  await api.register(mastersRoutes, { ctx });
  await api.register(locationRoutes, { ctx });
  await api.register(appConfigRoutes, { ctx });
  await api.register(statsRoutes, { ctx });
  await api.register(customersRoutes, { ctx });
  await api.register(serviceCentersRoutes, { ctx });
  await api.register(managersRoutes, { ctx });
  await api.register(consentsRoutes, { ctx });
  await api.register(offersRoutes, { ctx });
  await api.register(nearbyRoutes, { ctx });
  await api.register(serviceRequestsRoutes, { ctx });
  await api.register(eventsRoutes, { ctx });
  await api.register(subscriptionsRoutes, { ctx });
  await api.register(shopCustomersRoutes, { ctx });
  await api.register(partsRoutes, { ctx });
  await api.register(jobCardsRoutes, { ctx });
  await api.register(estimatesRoutes, { ctx });
  await api.register(serviceRemindersRoutes, { ctx });
  await api.register(notificationsRoutes, { ctx });
  await api.register(ratingsRoutes, { ctx });
  await api.register(invoicesRoutes, { ctx });
  await api.register(invoicePdfRoutes, { ctx });
  await api.register(privacyRoutes, { ctx });
  // Only when enabled (the embedded demo on loopback, or DEV_TOOLS=true); config refuses it in production.
  if (ctx.config.devTools && ctx.config.env !== 'production') await api.register(devRoutes, { ctx });
}
