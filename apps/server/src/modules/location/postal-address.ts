import type { CustomerRegistration } from '@fixo/shared';

import type { CustomerTable } from '../../db/schema.js';

/** The contract's postal address with the email and second mobile beside it: customers and centers spell them alike. */
type PostalAddressInput = Pick<
  CustomerRegistration,
  'mobilenO2' | 'emailid' | 'addresS1' | 'addresS2' | 'cityid' | 'stateid' | 'countryid' | 'postalcode'
>;

/** The address columns as the customers table holds them (service centers hold the same). */
type PostalAddressRow = Pick<
  CustomerTable,
  'mobile2' | 'email' | 'address1' | 'address2' | 'city_id' | 'state_id' | 'country_id' | 'postal_code'
>;

/** The columns a registration or profile save writes for the address (empty optional fields stored as null). */
export function postalAddressColumns(input: PostalAddressInput): PostalAddressRow {
  return {
    mobile2: input.mobilenO2 || null,
    email: input.emailid,
    address1: input.addresS1,
    address2: input.addresS2 || null,
    city_id: input.cityid,
    state_id: input.stateid,
    country_id: input.countryid,
    postal_code: input.postalcode || null,
  };
}

/** The same fields as the contract answers them (null as ''). */
export function postalAddressFields(row: PostalAddressRow) {
  return {
    emailid: row.email,
    mobilenO2: row.mobile2 ?? '',
    addresS1: row.address1,
    addresS2: row.address2 ?? '',
    cityid: row.city_id,
    stateid: row.state_id,
    countryid: row.country_id,
    postalcode: row.postal_code ?? '',
  };
}
