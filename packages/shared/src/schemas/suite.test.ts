import { describe, expect, it } from 'vitest';
import { messagesAt } from '../test-helpers.js';
import { SUITE_MESSAGES as S, SUITE_ACCESS_MESSAGES } from '../suite-messages.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { shopCustomerPayloadSchema } from './shop-customers.js';
import {
  gstRateQuerySchema,
  partPayloadSchema,
  partsQuerySchema,
  stockMovementPayloadSchema,
} from './parts.js';
import { jobCardPayloadSchema, jobCardStatusPayloadSchema } from './job-cards.js';
import { canMoveJobCard } from './job-card-values.js';
import { estimateDecisionPayloadSchema } from './estimates.js';
import { csvImportSchema } from './suite-common.js';

const vehicle = {
  vehregistrationno: 'KA01AB1234',
  vehmakertypid: 1,
  vehmaketypid: 1,
  vehmodelid: 3,
  vehfueltypeid: 1,
};
const customer = { customername: 'Asha Rao', mobilenO1: '9845012345', vehicles: [vehicle] };

describe('customer masters payload', () => {
  it('accepts a walk-in with a BH-series vehicle and normalises registration and GSTIN', () => {
    const parsed = shopCustomerPayloadSchema.parse({
      ...customer,
      gstno: '29aagcb7383j1z4',
      vehicles: [{ ...vehicle, vehregistrationno: '22 bh 1234 aa' }],
    });
    expect(parsed.vehicles[0]!.vehregistrationno).toBe('22BH1234AA');
    expect(parsed.gstno).toBe('29AAGCB7383J1Z4');
    expect(parsed.shopcustomerid).toBe(0);
  });

  it.each([
    [{ customername: '' }, 'customername', M.customerNameRequired],
    [{ mobilenO1: '5845012345' }, 'mobilenO1', M.mobileValid10],
    [{ emailid: 'a@b' }, 'emailid', M.emailInvalid],
    [{ gstno: '29AAGCB7383J1Z' }, 'gstno', S.gstinInvalid],
    [{ gstno: '29AAGCB7383J1Z5' }, 'gstno', M.gstCheckCharacter],
    [{ vehicles: [] }, 'vehicles', S.vehiclesRequired],
    [
      { vehicles: [{ ...vehicle, vehregistrationno: 'KA1' }] },
      'vehicles.0.vehregistrationno',
      M.registrationNoInvalid,
    ],
    [
      { vehicles: [{ ...vehicle, vehmakertypid: '' }] },
      'vehicles.0.vehmakertypid',
      M.vehicleMakerTypeRequired,
    ],
    [{ vehicles: [{ ...vehicle, vehfueltypeid: 0 }] }, 'vehicles.0.vehfueltypeid', M.vehicleFuelTypeRequired],
    [{ vehicles: [vehicle, vehicle] }, 'vehicles.1.vehregistrationno', S.registrationDuplicate],
    [{ notes: 'x'.repeat(2001) }, 'notes', S.notesMax],
  ])('%o → %s: %s', (change, path, message) => {
    expect(messagesAt(shopCustomerPayloadSchema, { ...customer, ...change }, path)).toEqual([message]);
  });
});

describe('catalogue payloads', () => {
  const part = { partname: 'Oil filter', parttype: 'Part', hsnsac: '84212300', salepricepaise: 35000 };
  it.each([
    [{ partname: '' }, 'partname', S.partNameRequired],
    [{ hsnsac: '' }, 'hsnsac', S.hsnRequired],
    [{ hsnsac: '84212' }, 'hsnsac', S.hsnInvalid],
    [{ parttype: 'Labour', hsnsac: '' }, 'hsnsac', S.sacRequired],
    [{ parttype: 'Service', hsnsac: '998' }, 'hsnsac', S.sacInvalid],
    [{ salepricepaise: 1_000_000_001 }, 'salepricepaise', S.priceMax],
    [{ salepricepaise: 0.5 }, 'salepricepaise', S.pricePaise],
    [{ gstrate: 15 }, 'gstrate', S.gstRateInvalid],
    [{ unit: 'crate' }, 'unit', S.unitInvalid],
    [{ reorderlevel: 1.2345 }, 'reorderlevel', S.reorderLevelInvalid],
    [{ openingstock: 0.0001 }, 'openingstock', S.qtyInvalid],
    [{ openingstock: '1e3' }, 'openingstock', S.qtyInvalid],
  ])('%o → %s: %s', (change, path, message) => {
    expect(messagesAt(partPayloadSchema, { ...part, ...change }, path)).toEqual([message]);
  });

  it('asks the GST rate for a real day', () => {
    expect(gstRateQuerySchema.parse({ hsnsac: '8421', date: '2028-02-29' }).date).toBe('2028-02-29');
    for (const date of ['2026-02-30', '9999-99-99', '2026-13-01'])
      expect(messagesAt(gstRateQuerySchema, { hsnsac: '8421', date }, 'date')).toEqual([
        'date must be a real date (YYYY-MM-DD)',
      ]);
  });

  it('checks stock movements by type', () => {
    expect(
      messagesAt(stockMovementPayloadSchema, { partid: 1, movementtype: 'Purchase', qty: 0 }, 'qty'),
    ).toEqual([S.qtyPositive]);
    expect(
      messagesAt(
        stockMovementPayloadSchema,
        { partid: 1, movementtype: 'Adjustment', qty: -1, reason: '' },
        'reason',
      ),
    ).toEqual([S.adjustmentReasonRequired]);
    expect(
      stockMovementPayloadSchema.parse({
        partid: 1,
        movementtype: 'Adjustment',
        qty: '-2.5',
        reason: 'Damaged',
      }).qty,
    ).toBe(-2.5);
    expect(partsQuerySchema.parse({ LOWSTOCK: 'true', KIND: 'Part' })).toMatchObject({
      LOWSTOCK: true,
      PAGE: 1,
      PAGESIZE: 20,
    });
  });
});

describe('job card payloads', () => {
  const card = { shopcustomerid: 1, shopvehicleid: 2, complaints: ['Noise from the front'] };
  const line = {
    linetype: 'Labour',
    description: 'Labour',
    hsnsac: '998714',
    qty: 1,
    unitpricepaise: 50000,
    gstrate: 18,
  };
  it.each([
    [{ complaints: [] }, 'complaints', S.complaintsRequired],
    [{ complaints: ['x'.repeat(501)] }, 'complaints.0', S.complaintMax],
    [{ fuellevel: '1/3' }, 'fuellevel', S.fuelLevelInvalid],
    [{ checklist: ['sunroof'] }, 'checklist.0', S.checklistInvalid],
    [{ promiseddelivery: '31/12' }, 'promiseddelivery', S.promisedDeliveryInvalid],
    // Date.parse takes each of these (as 1 Jan 2001, 2 March, year 275760); none is a date-time a person meant
    [{ promiseddelivery: '1' }, 'promiseddelivery', S.promisedDeliveryInvalid],
    [{ promiseddelivery: '2026-02-30T10:00:00+05:30' }, 'promiseddelivery', S.promisedDeliveryInvalid],
    [{ promiseddelivery: '+275760-09-13T00:00:00Z' }, 'promiseddelivery', S.promisedDeliveryInvalid],
    [{ promiseddelivery: '2026-12-01T18:00:00' }, 'promiseddelivery', S.promisedDeliveryInvalid],
    [{ complaints: Array.from({ length: 21 }, (_, i) => `Complaint ${i}`) }, 'complaints', S.complaintsMax],
    [{ nextservicedate: '26-12-01' }, 'nextservicedate', 'Next service date must be YYYY-MM-DD'],
    [{ nextservicedate: '9999-99-99' }, 'nextservicedate', S.nextServiceDateInvalid],
    [{ nextservicedate: '2027-02-30' }, 'nextservicedate', S.nextServiceDateInvalid],
    [{ nextservicedate: '2099-01-01' }, 'nextservicedate', S.nextServiceDateRange],
    // numeric text is read as decimal only: no hex, no exponent
    [{ lines: [{ ...line, qty: '0x10' }] }, 'lines.0.qty', S.qtyInvalid],
    [{ lines: [{ ...line, qty: '1e3' }] }, 'lines.0.qty', S.qtyInvalid],
    [{ lines: [{ ...line, gstrate: '0x12' }] }, 'lines.0.gstrate', S.gstRateInvalid],
    [{ technician: 'x'.repeat(101) }, 'technician', S.technicianMax],
    [{ shopcustomerid: 0 }, 'shopcustomerid', S.customerOrVehicleRequired],
    [{ lines: [{ ...line, qty: 1.0001 }] }, 'lines.0.qty', S.qtyInvalid],
    [{ lines: [{ ...line, hsnsac: '8708' }] }, 'lines.0.hsnsac', S.sacInvalid],
    [
      { lines: [{ ...line, discounttype: 'Percent', discountvalue: 12.345 }] },
      'lines.0.discountvalue',
      S.discountPercentInvalid,
    ],
    [{ lines: [{ ...line, discountvalue: 10.5 }] }, 'lines.0.discountvalue', S.discountAmountInvalid],
    [{ lines: [{ ...line, discounttype: 'Rupees' }] }, 'lines.0.discounttype', S.discountTypeInvalid],
  ])('%o → %s: %s', (change, path, message) => {
    expect(messagesAt(jobCardPayloadSchema, { ...card, ...change }, path)).toEqual([message]);
  });

  it('keeps a promised delivery as UTC, a next service date as given, and reads decimal text', () => {
    const inThreeMonths = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const parsed = jobCardPayloadSchema.parse({
      ...card,
      promiseddelivery: '2026-12-01T18:00:00+05:30',
      nextservicedate: inThreeMonths,
      lines: [{ ...line, qty: ' 2.5 ', gstrate: '18' }],
    });
    expect(parsed.promiseddelivery).toBe('2026-12-01T12:30:00.000Z');
    expect(parsed.nextservicedate).toBe(inThreeMonths);
    expect(parsed.lines[0]).toMatchObject({ qty: 2.5, gstrate: 18 });
    expect(jobCardPayloadSchema.parse({ ...card, promiseddelivery: '', nextservicedate: '' })).toMatchObject({
      promiseddelivery: '',
      nextservicedate: undefined,
    });
  });

  it('knows the workflow', () => {
    expect(canMoveJobCard('Open', 'Cancelled')).toBe(true);
    expect(canMoveJobCard('Ready', 'Delivered')).toBe(true);
    expect(canMoveJobCard('Open', 'InProgress')).toBe(false);
    expect(canMoveJobCard('Delivered', 'Cancelled')).toBe(false);
    expect(messagesAt(jobCardStatusPayloadSchema, { jobcardid: 1, status: 'Done' }, 'status')).toEqual([
      S.statusInvalid,
    ]);
    expect(messagesAt(estimateDecisionPayloadSchema, { decisions: [] }, 'decisions')).toEqual([
      S.decisionsIncomplete,
    ]);
    expect(messagesAt(csvImportSchema, { csv: '' }, 'csv')).toEqual([S.csvRequired]);
  });

  it('words the plan notices', () => {
    expect(SUITE_ACCESS_MESSAGES.expired('2026-01-15T10:00:00.000Z')).toContain('expired on 15 Jan 2026');
    // 20:00 UTC is already the next day in India
    expect(SUITE_ACCESS_MESSAGES.expired('2026-01-15T20:00:00.000Z')).toContain('expired on 16 Jan 2026');
  });
});
