import {
  CUSTOM_OFFER,
  createManagerOfferFormSchema,
  createOfferFormSchema,
  offerToFormValues,
  type Offer,
  type OfferForm,
  type ServiceCenterListItem,
} from '@fixo/shared';

/** Raw form values: every control holds text (or a flag) until the shared schema parses it. */
export interface OfferFormValues {
  serviceCenterName: string;
  serviceCenterId: string;
  discountPercentage: string;
  customOffer: string;
  discountAmount: string;
  offerCode: string;
  startDate: string;
  endDate: string;
  validTill: string;
  offerRemarks: string;
  isActive: boolean;
  isPrimaryOffer: boolean;
}
export type ParsedOfferForm = Omit<OfferForm, 'serviceCenterName'> & {
  serviceCenterName?: string;
  serviceCenterId?: string;
};

export type OfferFormVariant =
  | { kind: 'center'; centerId: number; centerName: string | null }
  | { kind: 'manager'; centers: ServiceCenterListItem[]; centerId: number | null };

/** A manager picks the center from a list; a center's own name comes prefilled. */
export const offerFormSchema = (kind: OfferFormVariant['kind'], newOffer: boolean) =>
  kind === 'manager'
    ? createManagerOfferFormSchema(undefined, { newOffer })
    : createOfferFormSchema(undefined, { newOffer });

/** Server field names (contract spellings) → form fields, to show a 400's field messages in place. */
export const SERVER_FIELDS: Record<string, keyof OfferFormValues> = {
  servicecentername: 'serviceCenterName',
  servicecenterid: 'serviceCenterId',
  discountofferedpercentage: 'discountPercentage',
  offer: 'customOffer',
  discountofferedamount: 'discountAmount',
  offercode: 'offerCode',
  startdate: 'startDate',
  enddate: 'endDate',
  validtill: 'validTill',
  offerremarks: 'offerRemarks',
};

/** 'YYYY-MM-DDTHH:mm[:ss]' → the 'YYYY-MM-DDTHH:mm' a datetime-local input takes. */
const toInputDateTime = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 16) : '');

export function emptyOfferFormValues(variant: OfferFormVariant): OfferFormValues {
  return {
    serviceCenterName: variant.kind === 'center' ? (variant.centerName ?? '') : '',
    serviceCenterId: variant.kind === 'manager' && variant.centerId ? String(variant.centerId) : '',
    discountPercentage: '',
    customOffer: '',
    discountAmount: '',
    offerCode: '',
    startDate: '',
    endDate: '',
    validTill: '',
    offerRemarks: '',
    isActive: true,
    isPrimaryOffer: false,
  };
}

/**
 * The Discount(%) choice an existing offer stands for: its preset's value ('10%') or CUSTOM_OFFER. The shared
 * offerToFormValues holds the spec's matching (first two characters of the percentage), so the form and the
 * offers table can never disagree about which offers are custom.
 */
export function offerDiscountChoice(offer: Offer): string {
  return offerToFormValues(offer).discountPercentage ?? CUSTOM_OFFER;
}

export function initialOfferFormValues(variant: OfferFormVariant, offer: Offer | null): OfferFormValues {
  const base = emptyOfferFormValues(variant);
  if (!offer) return base;
  const v = offerToFormValues(offer);
  return {
    ...base,
    serviceCenterName:
      variant.kind === 'center' ? variant.centerName || offer.servicecentername : offer.servicecentername,
    serviceCenterId: variant.kind === 'manager' ? String(offer.servicecenterid) : '',
    discountPercentage: offerDiscountChoice(offer),
    customOffer: v.customOffer ?? '',
    discountAmount: typeof v.discountAmount === 'string' ? v.discountAmount : String(v.discountAmount ?? ''),
    offerCode: v.offerCode ?? '',
    startDate: toInputDateTime(v.startDate),
    endDate: toInputDateTime(v.endDate),
    validTill: toInputDateTime(v.validTill),
    offerRemarks: v.offerRemarks ?? '',
    isActive: v.isActive ?? true,
    isPrimaryOffer: v.isPrimaryOffer ?? false,
  };
}
