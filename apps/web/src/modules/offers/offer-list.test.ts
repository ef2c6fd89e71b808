import { describe, expect, it } from 'vitest';

import {
  DEFAULT_OFFER_SORT,
  amountLabel,
  filterOffers,
  findPrimaryOffer,
  formatOfferDate,
  nextSort,
  sortOffers,
} from './offer-list';
import { makeOffer } from './test-offers';

describe('sorting', () => {
  it('first click on a column sorts ascending, the next toggles', () => {
    expect(DEFAULT_OFFER_SORT).toEqual({ key: 'offercode', direction: 'asc' });
    const byAmount = nextSort(DEFAULT_OFFER_SORT, 'discountofferedamount');
    expect(byAmount).toEqual({ key: 'discountofferedamount', direction: 'asc' });
    expect(nextSort(byAmount, 'discountofferedamount').direction).toBe('desc');
    expect(nextSort(nextSort(byAmount, 'discountofferedamount'), 'discountofferedamount').direction).toBe(
      'asc',
    );
    expect(nextSort({ key: 'offercode', direction: 'desc' }, 'startdate')).toEqual({
      key: 'startdate',
      direction: 'asc',
    });
  });

  it('sorts amounts as numbers and codes case-insensitively', () => {
    const offers = [
      makeOffer({ offersvcntid: 1, offercode: 'b', discountofferedamount: '900' }),
      makeOffer({ offersvcntid: 2, offercode: 'A', discountofferedamount: '1000' }),
      makeOffer({ offersvcntid: 3, offercode: 'c', discountofferedamount: '50' }),
    ];
    expect(sortOffers(offers, DEFAULT_OFFER_SORT).map((o) => o.offercode)).toEqual(['A', 'b', 'c']);
    expect(
      sortOffers(offers, { key: 'discountofferedamount', direction: 'asc' }).map((o) => o.offersvcntid),
    ).toEqual([3, 1, 2]);
    expect(
      sortOffers(offers, { key: 'discountofferedamount', direction: 'desc' }).map((o) => o.offersvcntid),
    ).toEqual([2, 1, 3]);
  });
});

describe('filterOffers', () => {
  it('matches offer code or custom offer text, ignoring case', () => {
    const offers = [
      makeOffer({ offersvcntid: 1, offercode: 'DIWALI50' }),
      makeOffer({ offersvcntid: 2, offercode: 'X1', offer: 'Free Diwali car wash' }),
      makeOffer({ offersvcntid: 3, offercode: 'MONSOON', offerremarks: 'diwali in remarks only' }),
    ];
    expect(filterOffers(offers, '  diWALi ').map((o) => o.offersvcntid)).toEqual([1, 2]);
    expect(filterOffers(offers, '')).toHaveLength(3);
  });
});

describe('display helpers', () => {
  it('formats dates as dd/MM/yyyy HH:mm and reads empty as null', () => {
    expect(formatOfferDate('2030-01-05T09:07:00')).toBe('05/01/2030 09:07');
    expect(formatOfferDate(null)).toBeNull();
    expect(formatOfferDate('')).toBeNull();
  });

  it('shows amounts in rupees', () => {
    expect(amountLabel('1500')).toBe('₹1,500');
  });

  it('finds the primary offer', () => {
    expect(
      findPrimaryOffer([makeOffer(), makeOffer({ offersvcntid: 9, isprimaryoffer: true })])?.offersvcntid,
    ).toBe(9);
    expect(findPrimaryOffer([makeOffer()])).toBeNull();
  });
});
