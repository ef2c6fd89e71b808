import { VALIDATION_MESSAGES } from '@fixo/shared';

/** The answers' texts of the service-request routes (tests and other modules compare against them). */
export const SR_MESSAGES = {
  centerNotFound: (id: number) => `Service center ${id} was not found.`,
  centerInactive: 'This service center is not accepting requests right now. Please choose another one.',
  unknownReference: (field: string, id: number) => `${field}: ${id} is not a known value`,
  cityNotInState: 'cityid: the city does not belong to the chosen state',
  guestLimit: (n: number) =>
    `Too many service requests from this mobile number: at most ${n} per hour without logging in. Please log in or try again later.`,
  idempotencyMismatch: 'This idempotency key was already used for a different service request.',
  trackingNotFound: 'No service request was found for this tracking link.',
  requestsNotFound: (ids: number[]) => `Service requests not found: ${ids.join(', ')}`,
  notYourRequests: (ids: number[]) =>
    `These service requests are not addressed to your service center: ${ids.join(', ')}`,
  wrongState: (to: string, refs: string[]) => `Cannot mark as ${to}: ${refs.join(', ')}`,
  changedMeanwhile: 'These service requests were changed by someone else meanwhile. Reload and try again.',
  wrongAction: (allowed: readonly string[]) =>
    `srstatus must be ${allowed.map((s) => `'${s}'`).join(' or ')} here`,
  mobileMismatch: 'mobileno does not match the signed-in service center.',
  centerIdRequired: VALIDATION_MESSAGES.serviceCenterIdQueryRequired,
  notYourMobile: 'You can only see the service requests of your own mobile number.',
  fileUnderOwnMobile:
    'You can only raise a service request under your own mobile number. Log out to raise one for someone else.',
} as const;
