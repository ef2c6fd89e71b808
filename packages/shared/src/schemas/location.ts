import { z } from 'zod';
import { idOut } from '../helpers/zod-rules.js';

/** Offline reverse geocoding / PIN lookup answer (an answer schema: plain types). */
export const locationAnswerSchema = z.object({
  postalcode: z.string(),
  locality: z.string(),
  city: z.string(),
  cityid: idOut,
  state: z.string(),
  stateid: idOut,
  country: z.string(),
  countryid: idOut,
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type LocationAnswer = z.infer<typeof locationAnswerSchema>;
