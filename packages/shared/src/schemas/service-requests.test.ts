import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { messagesAt } from '../test-helpers.js';
import {
  canTransition,
  formatAcceptedSR,
  parseAcceptedSR,
  parseAcceptedSRDetailed,
  serviceRequestFormSchema,
  serviceRequestPayloadSchema,
  serviceRequestResponseSchema,
  serviceRequestRowSchema,
  splitBookingRef,
  statusUpdatePayloadSchema,
} from './service-requests.js';
import { serviceRequestFormDefaults } from '../helpers/service-request-form-defaults.js';
import { stripPrefix, withPrefix } from '../helpers/text-prefix.js';

const opt = (id: string | number, value: string) => ({ id, value });
const form = {
  vehicleType: opt('1', 'Four Wheeler'),
  vehicle: opt(2, 'Car'),
  serviceRequired: '3',
  issue: 'Engine does not start',
  mobileNumber: '9876543210',
  currentLocation: '12, MG Road, Bengaluru',
  vehicleMaker: opt('5', 'Maruti Suzuki'),
  vehmaketypid: opt('6', 'Swift'),
  vehicleModel: opt('7', 'Swift VXi'),
  registrationNumber: 'KA01AB1234',
  city: '1',
  state: '29',
  country: '1',
  selectedCenter: opt('10', 'Speedy Motors Garage'),
  vehicleFuelType: opt('1', 'Petrol'),
};

describe('serviceRequestFormSchema', () => {
  it('accepts a valid request with defaults', () => {
    const r = serviceRequestFormSchema.parse(form);
    expect(r.consentLocation).toBe(false);
    expect(r.vehicle.id).toBe('2');
    expect(serviceRequestFormSchema.safeParse({ ...form, vehColor: opt('', ''), mileage: '' }).success).toBe(
      true,
    );
  });
  it.each([
    ['vehicleType', opt('1', ''), 'vehicleType.value', 'Vehicle Type is required'],
    ['vehicleType', opt('', 'Car'), 'vehicleType.id', 'Vehicle Type ID is required'],
    ['vehicleType', undefined, 'vehicleType', 'Vehicle Type is required'],
    ['vehicle', opt('1', ''), 'vehicle.value', 'Vehicle is required'],
    ['vehicle', opt('', 'x'), 'vehicle.id', 'Vehicle ID is required'],
    ['vehicleMaker', opt('1', ''), 'vehicleMaker.value', 'Vehicle maker is required'],
    ['vehicleMaker', opt('', 'x'), 'vehicleMaker.id', 'Vehicle maker ID is required'],
    ['vehmaketypid', opt('1', ''), 'vehmaketypid.value', 'Vehicle make type is required'],
    ['vehmaketypid', opt('', 'x'), 'vehmaketypid.id', 'Vehicle make type ID is required'],
    ['vehicleModel', opt('1', ''), 'vehicleModel.value', 'Vehicle model is required'],
    ['vehicleModel', opt('', 'x'), 'vehicleModel.id', 'Vehicle model ID is required'],
    ['selectedCenter', opt('1', ''), 'selectedCenter.value', 'SelectedCenter is required'],
    ['selectedCenter', opt('', 'x'), 'selectedCenter.id', 'SelectedCenter ID is required'],
    ['vehicleFuelType', opt('1', ''), 'vehicleFuelType.value', 'Vehicle Fuel Type is required'],
    ['vehicleFuelType', opt('', 'x'), 'vehicleFuelType.id', 'Vehicle Fuel Type ID is required'],
    ['serviceRequired', '', 'serviceRequired', 'Service required is required'],
    ['issue', '', 'issue', 'Description should be at least 1 characters'],
    ['issue', 'a'.repeat(2001), 'issue', 'Description should not exceed 2000 characters'],
    ['mobileNumber', '98765', 'mobileNumber', 'Mobile number is too short'],
    ['mobileNumber', '98765432100', 'mobileNumber', 'Mobile number is too long'],
    ['mobileNumber', '1234567890', 'mobileNumber', 'Please enter a valid 10-digit mobile number'],
    ['currentLocation', '', 'currentLocation', 'Current location is too short'],
    ['currentLocation', 'abcd', 'currentLocation', 'Current location is too short'],
    [
      'currentLocation',
      'a'.repeat(1001),
      'currentLocation',
      'Current location should not exceed 1000 characters',
    ],
    ['registrationNumber', '', 'registrationNumber', 'Registration number is required'],
    [
      'registrationNumber',
      'A'.repeat(101),
      'registrationNumber',
      'Registration number should not exceed 100 characters',
    ],
    ['chassisNumber', 'A'.repeat(101), 'chassisNumber', 'Chassis number should not exceed 100 characters'],
    ['city', '', 'city', 'City is required'],
    ['state', '', 'state', 'State is required'],
    ['country', '', 'country', 'country is required'],
    ['mileage', '1.5', 'mileage', 'Mileage must be a number with up to 10 digits'],
    ['mileage', '12345678901', 'mileage', 'Mileage must be a number with up to 10 digits'],
    ['vehothers', 'A'.repeat(201), 'vehothers', 'Other make should not exceed 200 characters'],
  ])('%s = %j → %s: %s', (field, value, path, message) => {
    expect(messagesAt(serviceRequestFormSchema, { ...form, [field]: value }, path)).toEqual([message]);
  });
  it("requires vehothers when the make type is 'Other' (101)", () => {
    expect(
      messagesAt(serviceRequestFormSchema, { ...form, vehmaketypid: opt(101, 'Other') }, 'vehothers'),
    ).toEqual(['Other make is required']);
  });
  it('defaults fail with the exact messages (currentLocation starts empty)', () => {
    expect(serviceRequestFormDefaults.currentLocation).toBe('');
    expect(messagesAt(serviceRequestFormSchema, serviceRequestFormDefaults, 'currentLocation')).toEqual([
      'Current location is too short',
    ]);
    expect(messagesAt(serviceRequestFormSchema, serviceRequestFormDefaults, 'vehicleType.value')).toEqual([
      'Vehicle Type is required',
    ]);
  });
});

const payload = {
  servicetypeid: 3,
  issuedescription: 'Problem: Engine does not start',
  mobileno: '9876543210',
  cityid: 1,
  stateid: 29,
  countryid: 1,
  currentlocationaddress: 'Current Location: 12, MG Road, Bengaluru',
  servicecenterid: 10,
  servicecentername: 'Speedy Motors Garage',
  vehtypid: 1,
  vehid: 2,
  vehmaketypeid: 6,
  vehmakertypid: 5,
  vehmodelid: 7,
  vehregno: 'KA01AB1234',
  vehfueltypeid: 1,
  vehmileage: 12000,
};

describe('serviceRequestPayloadSchema', () => {
  it('applies the contract defaults', () => {
    expect(serviceRequestPayloadSchema.parse(payload)).toMatchObject({
      servicerequestid: 0,
      countrycode: '+91',
      locationcoordinates: '0,0',
      srstatus: 'Open',
      srremarks: 'Open',
      acknowledged: true,
      isactive: true,
      vehcolorid: 0,
      vehmileage: '12000',
      createdby: 1,
      modifiedby: 0,
      custid: 0,
    });
  });
  it.each([
    ['mobileno', '98765', 'Mobile number is too short'],
    ['issuedescription', '', 'Description should be at least 1 characters'],
    // the prefix alone is no description (it arrives trimmed: 'Problem:')
    ['issuedescription', 'Problem: ', 'Description should be at least 1 characters'],
    ['issuedescription', 'Problem:   ', 'Description should be at least 1 characters'],
    ['currentlocationaddress', 'Current Location: ab', 'Current location is too short'],
    ['currentlocationaddress', 'ab', 'Current location is too short'],
    ['vehregno', '', 'Registration number is required'],
    ['vehmileage', 'abc', 'Mileage must be a number with up to 10 digits'],
    ['servicecenterid', 0, 'SelectedCenter ID is required'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messagesAt(serviceRequestPayloadSchema, { ...payload, [field]: value }, field)).toEqual([message]);
  });
  it('only creates Open requests', () => {
    expect(serviceRequestPayloadSchema.safeParse({ ...payload, srstatus: 'Closed' }).success).toBe(false);
  });
});

describe('response and row schemas', () => {
  it('parse valid objects', () => {
    const response = {
      srBOOKINGREFNO: 'SR FX0001 01/02/2025',
      srSERVICEREQUESTDATE: '2025-02-01T10:00:00',
      srVEHICLE: 'Car',
      srISSUEDESCRIPTION: 'Problem: Engine',
      srMOBILENO: '9876543210',
      srCUSTID: 0,
      srCURRENTLOCATIONADDRESS: 'MG Road',
      scSERVICECENTERNAME: 'Speedy',
      scCONTACTPERSON1: 'Imran',
      scMOBILENO1: '9876543211',
      scADDRESS1: 'Indiranagar',
      scSERVICESPROVIDED: 'All',
      srSERVICEREQUESTID: 1,
      srSTATUS: 'Open',
    };
    expect(serviceRequestResponseSchema.parse(response)).toEqual(response);
    expect(serviceRequestResponseSchema.safeParse({ ...response, srSTATUS: 'Done' }).success).toBe(false);
    const row = {
      servicerequestid: 1,
      bookingrefno: 'SR FX0001 01/02/2025 10:00 AM',
      issuedescription: 'Problem: Engine',
      vehiclemake: 'Swift',
      vehicletype: 'Car',
      mobileno: 'Customer Mobile No: 9876543210',
      locationcoordinates: '12.97,77.59',
      vehfueltype: 'Petrol',
      vehmileage: '12000',
      currentlocationaddress: 'Current Location: MG Road',
      srstatus: 'Accepted',
    };
    expect(serviceRequestRowSchema.parse(row)).toEqual(row);
    expect(serviceRequestRowSchema.safeParse({ ...row, srstatus: 'open' }).success).toBe(false);
  });
  it('strips and adds prefixes', () => {
    expect(stripPrefix('Problem: Engine', 'Problem: ')).toBe('Engine');
    expect(stripPrefix('Customer Mobile No: 9876543210', 'Customer Mobile No: ')).toBe('9876543210');
    expect(stripPrefix('Engine', 'Problem: ')).toBe('Engine');
    expect(stripPrefix('Problem:', 'Problem: ')).toBe('');
    expect(withPrefix('MG Road', 'Current Location: ')).toBe('Current Location: MG Road');
    expect(withPrefix('Current Location: MG Road', 'Current Location: ')).toBe('Current Location: MG Road');
  });
  it('splits booking references', () => {
    expect(splitBookingRef('SR FX0001 01/02/2025 10:00 AM')).toEqual({
      refNo: 'FX0001',
      date: '01/02/2025 10:00 AM',
    });
    expect(splitBookingRef('SR FX0001')).toEqual({ refNo: 'FX0001', date: '' });
    expect(splitBookingRef('FX0001')).toEqual({ refNo: 'FX0001', date: '' });
    expect(splitBookingRef('')).toEqual({ refNo: '', date: '' });
  });
});

describe('acceptedSR', () => {
  it('parses pairs whose remarks contain commas', () => {
    expect(parseAcceptedSR('12-Accepted,13-Will call, then visit,14-')).toEqual([
      { id: 12, remark: 'Accepted' },
      { id: 13, remark: 'Will call, then visit' },
      { id: 14, remark: '' },
    ]);
    expect(parseAcceptedSR('5-ok, 6-fine')).toEqual([
      { id: 5, remark: 'ok' },
      { id: 6, remark: 'fine' },
    ]);
  });
  it('reports bad pairs', () => {
    expect(parseAcceptedSRDetailed('abc,12-ok')).toEqual({
      pairs: [{ id: 12, remark: 'ok' }],
      invalid: ['abc'],
    });
    expect(parseAcceptedSRDetailed('0-zero').invalid).toEqual(['0-zero']);
    expect(parseAcceptedSRDetailed('7-a,7-b').invalid).toEqual(['7-b']);
    expect(parseAcceptedSRDetailed('')).toEqual({ pairs: [], invalid: [] });
  });
  it('formats with the status word as default remark', () => {
    expect(
      formatAcceptedSR(
        [
          { id: 1, remark: '' },
          { id: 2, remark: 'Parts, 3-day wait' },
        ],
        'Accepted',
      ),
    ).toBe('1-Accepted,2-Parts; 3-day wait');
  });
  it('round-trips any remark', () => {
    const remark = fc
      .string({ maxLength: 40 })
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1e6 }), { minLength: 1, maxLength: 5 }),
        fc.array(remark, { minLength: 5, maxLength: 5 }),
        (ids, remarks) => {
          const pairs = ids.map((id, i) => ({ id, remark: remarks[i] ?? 'x' }));
          const back = parseAcceptedSRDetailed(formatAcceptedSR(pairs));
          return (
            back.invalid.length === 0 &&
            back.pairs.length === pairs.length &&
            back.pairs.every((p, i) => p.id === pairs[i]?.id)
          );
        },
      ),
    );
  });
  it('statusUpdatePayloadSchema parses pairs and reports errors', () => {
    const ok = statusUpdatePayloadSchema.parse({
      mobileno: '9876543210',
      acceptedSR: '1-ok,2-',
      srstatus: 'Accepted',
    });
    expect(ok.pairs).toEqual([
      { id: 1, remark: 'ok' },
      { id: 2, remark: '' },
    ]);
    expect(
      messagesAt(
        statusUpdatePayloadSchema,
        { mobileno: '9876543210', acceptedSR: '', srstatus: 'Closed' },
        'acceptedSR',
      ),
    ).toEqual(["acceptedSR must be a comma list of 'id-remark' pairs"]);
    expect(
      messagesAt(
        statusUpdatePayloadSchema,
        { mobileno: '9876543210', acceptedSR: 'x', srstatus: 'Closed' },
        'acceptedSR',
      ),
    ).toEqual(["acceptedSR must be a comma list of 'id-remark' pairs: x"]);
    expect(
      messagesAt(
        statusUpdatePayloadSchema,
        { mobileno: '9876543210', acceptedSR: '1-a', srstatus: 'Open' },
        'srstatus',
      ),
    ).toEqual(["Status must be 'Accepted', 'Rejected' or 'Closed'"]);
  });
  it('allows only the spec transitions', () => {
    expect(canTransition('Open', 'Accepted')).toBe(true);
    expect(canTransition('Open', 'Rejected')).toBe(true);
    expect(canTransition('Accepted', 'Closed')).toBe(true);
    expect(canTransition('Open', 'Closed')).toBe(false);
    expect(canTransition('Accepted', 'Rejected')).toBe(false);
    expect(canTransition('Closed', 'Open')).toBe(false);
    expect(canTransition('Rejected', 'Accepted')).toBe(false);
  });
});
