import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { PIN_CODE_REGEX } from '../helpers/pin.js';
import { parseCoordinates } from '../helpers/distance.js';
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

/** ?POSTALCODE=560001 */
export const postalCodeQuerySchema = z.object({
  POSTALCODE: z.string({ error: M.pinCodeInvalid }).trim().regex(PIN_CODE_REGEX, M.pinCodeInvalid),
  TOKEN: z.string().optional(),
});
export type PostalCodeQuery = z.infer<typeof postalCodeQuerySchema>;

const numberText = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).min(min, message).max(max, message),
  );

/** ?LAT=12.97&LNG=77.59 */
export const latLngQuerySchema = z.object({
  LAT: numberText(M.latitudeInvalid, -90, 90),
  LNG: numberText(M.longitudeInvalid, -180, 180),
  TOKEN: z.string().optional(),
});
export type LatLngQuery = z.infer<typeof latLngQuerySchema>;

/** 'lat,lng' text (locationcoordinates), output `{ lat, lng }`. */
export const coordinatesTextSchema = z.string().transform((v, ctx) => {
  const p = parseCoordinates(v);
  if (!p) {
    ctx.addIssue({ code: 'custom', message: M.coordinatesInvalid });
    return z.NEVER;
  }
  return p;
});

/**
 * Nearby centers query (GetServiceCenterByLocalityOrPostalCodeOrLatLongForWeb, values already decrypted):
 * at least one of LOCATIONCOORDINATES ('lat,lng') or POSTALCODE; LOCALITY/SUBLOCALITY optional.
 */
export const nearbyQuerySchema = z
  .object({
    LOCALITY: z.string().trim().optional(),
    SUBLOCALITY: z.string().trim().optional(),
    POSTALCODE: z
      .string()
      .trim()
      .optional()
      .refine((v) => v === undefined || v === '' || PIN_CODE_REGEX.test(v), M.pinCodeInvalid),
    LOCATIONCOORDINATES: z
      .string()
      .trim()
      .optional()
      .refine((v) => v === undefined || v === '' || parseCoordinates(v) !== null, M.coordinatesInvalid),
    TOKEN: z.string().optional(),
  })
  .refine((v) => Boolean(v.POSTALCODE) || Boolean(v.LOCATIONCOORDINATES), {
    message: M.pinCodeInvalid,
    path: ['POSTALCODE'],
  });
export type NearbyQuery = z.infer<typeof nearbyQuerySchema>;
