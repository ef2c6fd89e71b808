import { useRef } from 'react';

import { sendLocationConsent, type LocationConsent } from './location-api';

/** Sends the location consent once per form, and only for a valid mobile number. */
export function useLocationConsentOnce(consent: Omit<LocationConsent, 'mobile' | 'locationcoordinates'>) {
  const sent = useRef(false);
  return (mobile: string, coordinates?: string) => {
    if (sent.current || !/^[6-9]\d{9}$/.test(mobile)) return;
    sent.current = true;
    void sendLocationConsent({ ...consent, mobile, locationcoordinates: coordinates || undefined });
  };
}
