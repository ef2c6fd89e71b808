import { describe, expect, it } from 'vitest';
import { messagesAt } from '../test-helpers.js';
import {
  createManagerOfferFormSchema,
  createOfferFormSchema,
  createOfferPayloadSchema,
  managerCenterSelectSchema,
  offerFormToPayload,
  offerSchema,
  offerToFormValues,
} from './offers.js';

const now = () => new Date(2025, 5, 10, 12, 0, 0);
const schema = createOfferFormSchema(now);
const managerSchema = createManagerOfferFormSchema(now);
// The form's dates come from the device's pickers; the payload's "today" is India's (the server's check).
const offerPayloadSchema = createOfferPayloadSchema(() => new Date('2025-06-10T12:00:00+05:30'));
const form = {
  serviceCenterName: 'Speedy Motors Garage',
  discountPercentage: '10%',
  customOffer: '',
  discountAmount: '500',
  offerCode: 'MONSOON10',
  startDate: new Date(2025, 5, 10, 9, 0),
  endDate: new Date(2025, 5, 30, 18, 0),
  validTill: new Date(2025, 6, 5, 18, 0),
  offerRemarks: 'Monsoon check-up',
  isActive: true,
  isPrimaryOffer: false,
};

describe('offer form', () => {
  it('accepts a valid offer', () => {
    const r = schema.parse(form);
    expect(r.discountAmount).toBe(500);
    expect(schema.safeParse({ ...form, validTill: undefined }).success).toBe(true);
    expect(
      schema.safeParse({ ...form, startDate: '2025-06-10T09:00:00', endDate: '2025-06-30T18:00' }).success,
    ).toBe(true);
  });
  it.each([
    ['serviceCenterName', 'A', 'Enter a valid name'],
    ['serviceCenterName', 'A'.repeat(201), 'Service center name must be at most 200 characters'],
    ['discountPercentage', '', 'Discount(%) is required'],
    ['customOffer', 'A'.repeat(201), 'Custom offer must be at most 200 characters'],
    ['discountAmount', '', 'Discount amount is required'],
    ['discountAmount', undefined, 'Discount amount is required'],
    ['discountAmount', Number.NaN, 'Discount amount must be a number'],
    ['discountAmount', '12a', 'Discount amount must be numeric'],
    ['discountAmount', '0', 'Discount amount must be at least 1'],
    ['discountAmount', '12345', 'Discount amount must be at most 4 digits'],
    ['offerCode', '', 'Offer code is required'],
    ['offerCode', 'A'.repeat(51), 'Offer code must be at most 50 characters'],
    ['startDate', undefined, 'Start date is required'],
    ['startDate', '', 'Start date is required'],
    ['endDate', null, 'End date is required'],
    ['endDate', new Date(2025, 5, 10, 9, 0), 'End date must be after start date'],
    ['endDate', 'not a date', 'Please enter a valid date'],
    ['validTill', new Date(2025, 5, 9, 23, 59), 'Validity date cannot be in the past'],
    ['validTill', new Date(2025, 5, 20, 0, 0), 'Validity date must be after end date'],
    ['offerRemarks', 'A'.repeat(501), 'Offer remarks must be at most 500 characters'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messagesAt(schema, { ...form, [field]: value }, field)).toEqual([message]);
  });
  it('requires custom offer details for Custom Offer, even with other errors', () => {
    expect(messagesAt(schema, { ...form, discountPercentage: 'Custom Offer' }, 'customOffer')).toEqual([
      'Custom offer details are required',
    ]);
    expect(
      messagesAt(schema, { ...form, discountPercentage: 'Custom Offer', offerCode: '' }, 'customOffer'),
    ).toEqual(['Custom offer details are required']);
  });
  it('manager version requires the center', () => {
    const { serviceCenterName: _n, ...rest } = form;
    expect(managerSchema.safeParse({ ...rest, serviceCenterId: 4 }).success).toBe(true);
    expect(messagesAt(managerSchema, { ...rest, serviceCenterId: '' }, 'serviceCenterId')).toEqual([
      'Service center is required',
    ]);
    expect(messagesAt(managerCenterSelectSchema, { serviceCenterId: '' }, 'serviceCenterId')).toEqual([
      'Select service center name is required',
    ]);
  });
});

describe('offer payload', () => {
  it('maps a preset offer', () => {
    const p = offerPayloadSchema.parse(
      offerFormToPayload(schema.parse(form), {
        servicecenterid: 4,
        servicecentername: 'Speedy Motors Garage',
        now: new Date(2025, 5, 10, 12, 0, 5),
      }),
    );
    expect(p).toEqual({
      offersvcntid: 0,
      servicecenterid: 4,
      servicecentername: 'Speedy Motors Garage',
      discountofferedpercentage: '10',
      offer: '',
      discountofferedamount: '500',
      offercode: 'MONSOON10',
      startdate: '2025-06-10T09:00:00',
      enddate: '2025-06-30T18:00:00',
      validtill: '2025-07-05T18:00:00',
      isactive: true,
      isprimaryoffer: false,
      offerremarks: 'Monsoon check-up',
      recordby: 1,
      recorddate: '2025-06-10T12:00:05',
    });
  });
  it('maps a custom offer and back', () => {
    const custom = schema.parse({
      ...form,
      discountPercentage: 'Custom Offer',
      customOffer: 'Free wash',
      validTill: '',
    });
    const p = offerPayloadSchema.parse(
      offerFormToPayload(custom, { servicecenterid: 4, servicecentername: 'S' }),
    );
    expect(p.discountofferedpercentage).toBe('500');
    expect(p.offer).toBe('Free wash');
    expect(p.validtill).toBeNull();
    const back = offerToFormValues(offerSchema.parse({ ...p, offersvcntid: 9 }));
    expect(back.discountPercentage).toBe('Custom Offer');
    expect(back.customOffer).toBe('Free wash');
    const preset = offerToFormValues(
      offerSchema.parse({
        ...p,
        offersvcntid: 9,
        offer: '',
        discountofferedpercentage: '5% Discount Coupon on Servicing',
      }),
    );
    expect(preset.discountPercentage).toBe('5%');
  });
  it.each([
    ['enddate', '2025-06-01T00:00:00', 'End date must be after start date'],
    ['validtill', '2025-06-29T00:00:00', 'Validity date must be after end date'],
    ['offercode', '', 'Offer code is required'],
    ['discountofferedamount', '0', 'Discount amount must be at least 1'],
    ['servicecenterid', 0, 'serviceCenterId is required'],
    ['startdate', '2025-06-10', 'Start date is required'],
  ])('%s = %j → %s', (field, value, message) => {
    const base = offerFormToPayload(schema.parse(form), { servicecenterid: 4, servicecentername: 'S' });
    expect(messagesAt(offerPayloadSchema, { ...base, [field]: value }, field)).toEqual([message]);
  });
  it('keeps a past validity on the server (deactivating old offers)', () => {
    const base = offerFormToPayload(schema.parse(form), { servicecenterid: 4, servicecentername: 'S' });
    expect(
      offerPayloadSchema.safeParse({
        ...base,
        offersvcntid: 9,
        startdate: '2020-01-01T00:00:00',
        enddate: '2020-02-01T00:00:00',
        validtill: '2020-03-01T00:00:00',
        isactive: false,
      }).success,
    ).toBe(true);
  });
  it('refuses a new offer starting before today, keeps the past start of an edited one', () => {
    const base = offerFormToPayload(schema.parse(form), { servicecenterid: 4, servicecentername: 'S' });
    const yesterday = { ...base, startdate: '2025-06-09T23:59:00' };
    expect(messagesAt(offerPayloadSchema, yesterday, 'startdate')).toEqual([
      'Start date cannot be in the past',
    ]);
    expect(offerPayloadSchema.safeParse({ ...yesterday, offersvcntid: 9 }).success).toBe(true);
    // today, even earlier than now, is not the past
    expect(offerPayloadSchema.safeParse({ ...base, startdate: '2025-06-10T00:00:00' }).success).toBe(true);
  });
  it("takes today from India's calendar: at 00:30 IST the day before is past, though UTC is still on it", () => {
    const base = offerFormToPayload(schema.parse(form), { servicecenterid: 4, servicecentername: 'S' });
    const justAfterMidnight = createOfferPayloadSchema(() => new Date('2025-06-09T19:00:00Z'));
    expect(messagesAt(justAfterMidnight, { ...base, startdate: '2025-06-09T23:00:00' }, 'startdate')).toEqual(
      ['Start date cannot be in the past'],
    );
    expect(justAfterMidnight.safeParse({ ...base, startdate: '2025-06-10T06:00:00' }).success).toBe(true);
    // 02:30 on 9 March 2025 is missing from Los Angeles clocks, not from India's.
    const march = createOfferPayloadSchema(() => new Date('2025-03-01T12:00:00+05:30'));
    const dates = { startdate: '2025-03-09T02:30:00', enddate: '2025-03-10T02:30:00', validtill: null };
    expect(march.safeParse({ ...base, ...dates }).success).toBe(true);
  });
});

describe('offer form start date', () => {
  const past = { ...form, startDate: new Date(2025, 5, 9, 10, 0) };
  it('a new offer may not start before today; an edit keeps its past start', () => {
    expect(messagesAt(createOfferFormSchema(now, { newOffer: true }), past, 'startDate')).toEqual([
      'Start date cannot be in the past',
    ]);
    expect(
      messagesAt(
        createManagerOfferFormSchema(now, { newOffer: true }),
        { ...past, serviceCenterName: undefined, serviceCenterId: '4' },
        'startDate',
      ),
    ).toEqual(['Start date cannot be in the past']);
    expect(schema.safeParse(past).success).toBe(true);
    expect(
      createOfferFormSchema(now, { newOffer: true }).safeParse({
        ...form,
        startDate: new Date(2025, 5, 10, 0, 0),
      }).success,
    ).toBe(true);
  });
});
