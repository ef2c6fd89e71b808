import { z } from 'zod';
import { idOut } from '../helpers/zod-rules.js';

/** Nearby service center (spec section 3) plus the distance from the query point. */
export const nearbyServiceCenterSchema = z.object({
  servicecenterid: idOut,
  servicecentername: z.string(),
  locationcoordinates: z.string(),
  addresS1: z.string(),
  mobilenO1: z.string(),
  contactpersoN1: z.string(),
  officestarttime: z.string(),
  officeendtime: z.string(),
  servicesprovided: z.string(),
  scrating: z.number(),
  /** Ours: how many ratings scrating is the average of (absent in older answers). */
  scratingcount: z.number().int().nonnegative().optional(),
  pickupservice: z.boolean(),
  isofferavailable: z.boolean(),
  primaryoffer: z.string().nullable(),
  distancekm: z.number().nonnegative(),
});
export type NearbyServiceCenter = z.infer<typeof nearbyServiceCenterSchema>;
