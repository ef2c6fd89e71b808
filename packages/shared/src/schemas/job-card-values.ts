/**
 * The job cards' statuses, moves, labels and intake lists, without zod: a screen that only names them (the suite's
 * messages name every status) does not build the job card schemas (job-cards.ts) and what they import.
 */
export const JOB_CARD_STATUSES = [
  'Open',
  'EstimateSent',
  'Approved',
  'Declined',
  'InProgress',
  'Ready',
  'Delivered',
  'Cancelled',
] as const;
export type JobCardStatus = (typeof JOB_CARD_STATUSES)[number];

/** What a person reads for each status. */
export const JOB_CARD_STATUS_LABELS: Record<JobCardStatus, string> = {
  Open: 'Open',
  EstimateSent: 'Estimate sent',
  Approved: 'Approved',
  Declined: 'Declined',
  InProgress: 'In progress',
  Ready: 'Ready',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
};

/**
 * Allowed moves. EstimateSent is reached only through SendEstimate (from Open or Declined, or re-sent while
 * waiting); Approved/Declined from EstimateSent also come from the customer's answer on the link.
 */
export const JOB_CARD_TRANSITIONS: Record<JobCardStatus, readonly JobCardStatus[]> = {
  Open: ['EstimateSent', 'Approved', 'Cancelled'],
  EstimateSent: ['EstimateSent', 'Approved', 'Declined', 'Cancelled'],
  Approved: ['InProgress', 'Cancelled'],
  Declined: ['EstimateSent', 'Cancelled'],
  InProgress: ['Ready', 'Cancelled'],
  Ready: ['Delivered', 'InProgress', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
};
export const canMoveJobCard = (from: JobCardStatus, to: JobCardStatus): boolean =>
  JOB_CARD_TRANSITIONS[from].includes(to);

export const FUEL_LEVELS = ['E', '1/4', '1/2', '3/4', 'F'] as const;
export type FuelLevel = (typeof FUEL_LEVELS)[number];
export const FUEL_LEVEL_LABELS: Record<FuelLevel, string> = {
  E: 'E',
  '1/4': '¼',
  '1/2': '½',
  '3/4': '¾',
  F: 'F',
};

/** Intake checklist: items found in the vehicle at intake. */
export const INTAKE_CHECKLIST = [
  { key: 'sparewheel', label: 'Spare wheel' },
  { key: 'jack', label: 'Jack' },
  { key: 'toolkit', label: 'Tool kit' },
  { key: 'musicsystem', label: 'Music system' },
  { key: 'documents', label: 'Documents (RC, insurance, PUC)' },
  { key: 'floormats', label: 'Floor mats' },
  { key: 'wheelcaps', label: 'Wheel caps' },
  { key: 'firstaidkit', label: 'First-aid kit' },
  { key: 'servicebook', label: 'Service book' },
  { key: 'keys', label: 'Spare key' },
] as const;
export type IntakeChecklistKey = (typeof INTAKE_CHECKLIST)[number]['key'];
export const LINE_APPROVALS = ['Draft', 'Pending', 'Approved', 'Declined'] as const;
/** Draft: not yet sent; Pending: waiting for the customer; Approved/Declined: answered (or approved in person). */
export type LineApproval = (typeof LINE_APPROVALS)[number];
export const DISCOUNT_TYPES = ['Amount', 'Percent'] as const;
