import { z } from 'zod';
import { NEARBY_ALL_LIMIT } from '../constants.js';
import { pinCodeSchema } from '../helpers/pin.js';
import { idOut } from '../helpers/zod-rules.js';
import { tokenQuerySchema } from './contract-query.js';

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

/** GET /api/Location/GetByPostalCode?POSTALCODE=560001 */
export const postalCodeQuerySchema = tokenQuerySchema.extend({ POSTALCODE: pinCodeSchema });

/** GET /api/Location/GetByLatLong?LAT=12.97&LNG=77.59 */
export const latLngQuerySchema = tokenQuerySchema.extend({
  LAT: z.coerce.number().min(-90, 'LAT must be between -90 and 90').max(90, 'LAT must be between -90 and 90'),
  LNG: z.coerce
    .number()
    .min(-180, 'LNG must be between -180 and 180')
    .max(180, 'LNG must be between -180 and 180'),
});

const encryptedText = z.string().max(2000).optional();
const nearbyLimitMessage = `LIMIT must be a whole number from 1 to ${NEARBY_ALL_LIMIT}`;

/**
 * GET /api/ServiceCenter/GetServiceCenterByLocalityOrPostalCodeOrLatLongForWeb as sent: every value a GetEncValue
 * ciphertext (the route decrypts and checks them), LIMIT how many of the nearest centers to answer.
 */
export const nearbyEncryptedQuerySchema = tokenQuerySchema.extend({
  LOCALITY: encryptedText,
  SUBLOCALITY: encryptedText,
  POSTALCODE: encryptedText,
  LOCATIONCOORDINATES: encryptedText,
  LIMIT: z.coerce
    .number({ message: nearbyLimitMessage })
    .int(nearbyLimitMessage)
    .min(1, nearbyLimitMessage)
    .max(NEARBY_ALL_LIMIT, nearbyLimitMessage)
    .optional(),
});
