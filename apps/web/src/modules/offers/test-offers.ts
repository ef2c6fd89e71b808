import type { Offer } from '@fixo/shared';

/** An offer as the lookup answers it, with overridable fields (test data only). */
export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    offersvcntid: 1,
    servicecenterid: 7,
    servicecentername: 'Sharma Auto Works',
    discountofferedpercentage: '10',
    offer: '',
    discountofferedamount: '100',
    offercode: 'SAVE10',
    startdate: '2030-01-01T10:00:00',
    enddate: '2030-02-01T10:00:00',
    validtill: null,
    isactive: true,
    isprimaryoffer: false,
    offerremarks: '',
    ...overrides,
  };
}
