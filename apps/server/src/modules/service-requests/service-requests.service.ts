/**
 * The service-request service, composed of its parts (each with its own tests): creating
 * (service-requests.create.ts), status changes and tracking (.status.ts), lists, summary and report
 * (.reports.ts), and the contract mapping they share (.contract.ts).
 */
import type { AppContext } from '../../platform/context.js';
import { createServiceRequestCreateService } from './service-requests.create.js';
import { createServiceRequestReportsService } from './service-requests.reports.js';
import { createServiceRequestStatusService } from './service-requests.status.js';

export { SR_MESSAGES } from './service-requests.messages.js';
export type { CreateInput } from './service-requests.create.js';

export function createServiceRequestsService(ctx: AppContext) {
  return {
    ...createServiceRequestCreateService(ctx),
    ...createServiceRequestStatusService(ctx),
    ...createServiceRequestReportsService(ctx),
  };
}
export type ServiceRequestsService = ReturnType<typeof createServiceRequestsService>;
