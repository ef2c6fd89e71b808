import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.js';
import { appConfigRoutes } from './app-config/app-config.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { devRoutes } from './dev/dev.routes.js';
import { locationRoutes } from './location/location.routes.js';
import { mastersRoutes } from './masters/masters.routes.js';
import { offersRoutes } from './offers/offers.routes.js';
import { nearbyRoutes } from './nearby/nearby.routes.js';
import { serviceRequestsRoutes } from './service-requests/service-requests.routes.js';
import { eventsRoutes } from './events/events.routes.js';
import { statsRoutes } from './stats/stats.routes.js';
import { customersRoutes } from './customers/customers.routes.js';
import { serviceCentersRoutes } from './service-centers/service-centers.routes.js';
import { managersRoutes } from './managers/managers.routes.js';
import { mobileVerificationRoutes } from './mobile-verification/mobile-verification.routes.js';
import { consentsRoutes } from './consents/consents.routes.js';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes.js';
import { shopCustomersRoutes } from './shop-customers/shop-customers.routes.js';
import { partsRoutes } from './parts/parts.routes.js';
import { jobCardsRoutes } from './job-cards/job-cards.routes.js';
import { estimatesRoutes } from './job-cards/estimates.routes.js';
import { invoicesRoutes } from './invoices/invoices.routes.js';
import { invoicePdfRoutes } from './invoices/invoice-pdf.routes.js';

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
  await api.register(invoicesRoutes, { ctx });
  await api.register(invoicePdfRoutes, { ctx });
  // Only when enabled (the embedded demo on loopback, or DEV_TOOLS=true); config refuses it in production.
  if (ctx.config.devTools && ctx.config.env !== 'production') await api.register(devRoutes, { ctx });
}
