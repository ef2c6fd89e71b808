import { z } from 'zod';
import { idOut } from '../helpers/zod-rules.js';

/** Offer as the lookup answers it (GetServiceCenterOffersBySVCNTID items); an answer schema, plain types. */
export const offerSchema = z.object({
  offersvcntid: idOut,
  servicecenterid: idOut,
  servicecentername: z.string(),
  discountofferedpercentage: z.string(),
  offer: z.string(),
  discountofferedamount: z.string(),
  offercode: z.string(),
  startdate: z.string(),
  enddate: z.string(),
  validtill: z.string().nullable(),
  isactive: z.boolean(),
  isprimaryoffer: z.boolean(),
  offerremarks: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

/** Answer of AddNewServiceCenterOffer: the saved offer; message says when it replaced the primary offer. */
export const savedOfferSchema = offerSchema.extend({ message: z.string().optional() });
export type SavedOffer = z.infer<typeof savedOfferSchema>;
