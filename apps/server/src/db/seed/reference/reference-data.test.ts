import { describe, it, expect } from 'vitest';
import {
  OTHER_MAKE_ID,
  cities,
  countries,
  fuelTypes,
  gstRateOn,
  gstRates,
  loadPincodes,
  serviceTypes,
  states,
  vehicleColors,
  vehicleMakers,
  vehicleMakes,
  vehicleModels,
  vehicleTypes,
  vehicles,
} from './reference-data.js';
import { cleanDistrict, extractPins, haversineKm, stateIdFor } from './extract-pincodes.js';
import { parseCsv } from '../../../platform/csv.js';

/**
 * India Post postal circles: first two PIN digits -> GST state ids that may legitimately use them.
 * Cross-state cases are real: 16 Chandigarh/Punjab (Mohali), 19 J&K/Ladakh (194xxx), 24/26 UP/Uttarakhand,
 * 36 & 39 Gujarat/Diu, Daman, DNH (362520, 396xxx), 40 Maharashtra/Goa (403xxx), 50 Telangana/Andhra (mandals
 * moved to Andhra in 2014, e.g. 507130), 53 Andhra/Yanam (Puducherry), 60 & 67 & 68 Puducherry, Mahe,
 * Lakshadweep, 73 West Bengal/Sikkim (737xxx), 74 West Bengal/Andaman & Nicobar (744xxx), 79 North-East circle,
 * 81-82 Bihar/Jharkhand. 9x is the Army Postal Service (not in civilian data).
 */
const PIN_PREFIX_STATES: Record<string, number[]> = {
  '11': [7],
  '12': [6],
  '13': [6],
  '14': [3],
  '15': [3],
  '16': [3, 4],
  '17': [2],
  '18': [1],
  '19': [1, 38],
  '20': [9],
  '21': [9],
  '22': [9],
  '23': [9],
  '24': [9, 5],
  '25': [9],
  '26': [9, 5],
  '27': [9],
  '28': [9],
  '30': [8],
  '31': [8],
  '32': [8],
  '33': [8],
  '34': [8],
  '36': [24, 26],
  '37': [24],
  '38': [24],
  '39': [24, 26],
  '40': [27, 30],
  '41': [27],
  '42': [27],
  '43': [27],
  '44': [27],
  '45': [23],
  '46': [23],
  '47': [23],
  '48': [23],
  '49': [22],
  '50': [36, 37],
  '51': [37],
  '52': [37],
  '53': [37, 34],
  '56': [29],
  '57': [29],
  '58': [29],
  '59': [29],
  '60': [33, 34],
  '61': [33],
  '62': [33],
  '63': [33],
  '64': [33],
  '67': [32, 34],
  '68': [32, 31],
  '69': [32],
  '70': [19],
  '71': [19],
  '72': [19],
  '73': [19, 11],
  '74': [19, 35],
  '75': [21],
  '76': [21],
  '77': [21],
  '78': [18],
  '79': [12, 13, 14, 15, 16, 17],
  '80': [10],
  '81': [10, 20],
  '82': [10, 20],
  '83': [20],
  '84': [10],
  '85': [10],
};

/**
 * PINs whose state disagrees with the prefix table above (documented in README): India Post files these two
 * Guwahati-circle PINs (78xxxx, Assam) under Ri Bhoi, Meghalaya, the district on Guwahati's southern edge.
 */
const PREFIX_EXCEPTIONS = new Set<string>(['781029', '781131']);

const unique = <T>(xs: readonly T[]): boolean => new Set(xs).size === xs.length;

describe('countries and states', () => {
  it('has India', () => {
    expect(countries).toEqual([{ countryid: 1, countryname: 'India', countrycode: '+91' }]);
  });

  it('has all 36 states and UTs with unique GST codes', () => {
    expect(states).toHaveLength(36);
    expect(unique(states.map((s) => s.stateid))).toBe(true);
    expect(unique(states.map((s) => s.statename))).toBe(true);
    for (const s of states) {
      expect(s.statecode).toBe(String(s.stateid).padStart(2, '0'));
      expect(s.countryid).toBe(1);
    }
    expect(states.some((s) => s.stateid === 25 || s.stateid === 28)).toBe(false);
    const byId = new Map(states.map((s) => [s.stateid, s.statename]));
    expect(byId.get(29)).toBe('Karnataka');
    expect(byId.get(27)).toBe('Maharashtra');
    expect(byId.get(7)).toBe('Delhi');
    expect(byId.get(38)).toBe('Ladakh');
    expect(byId.get(36)).toBe('Telangana');
    expect(byId.get(37)).toBe('Andhra Pradesh');
    expect(byId.get(26)).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(byId.get(1)).toBe('Jammu and Kashmir');
  });
});

describe('cities', () => {
  const stateIds = new Set(states.map((s) => s.stateid));

  it('have valid states, unique ids and coordinates in India', () => {
    expect(cities.length).toBeGreaterThan(600);
    expect(unique(cities.map((c) => c.cityid))).toBe(true);
    expect(unique(cities.map((c) => `${c.stateid}|${c.cityname.toLowerCase()}`))).toBe(true);
    for (const c of cities) {
      expect(stateIds.has(c.stateid)).toBe(true);
      expect(c.lat).toBeGreaterThan(6);
      expect(c.lat).toBeLessThan(37.5);
      expect(c.lng).toBeGreaterThan(68);
      expect(c.lng).toBeLessThan(97.5);
    }
  });

  it('are numbered by state then name', () => {
    cities.forEach((c, i) => expect(c.cityid).toBe(i + 1));
  });

  it('include the big cities by their common names', () => {
    const has = (name: string, stateid: number) =>
      cities.some((c) => c.cityname === name && c.stateid === stateid);
    for (const [name, stateid] of [
      ['Bengaluru', 29],
      ['Mumbai', 27],
      ['Delhi', 7],
      ['New Delhi', 7],
      ['Chennai', 33],
      ['Hyderabad', 36],
      ['Kolkata', 19],
      ['Pune', 27],
      ['Ahmedabad', 24],
      ['Jaipur', 8],
      ['Lucknow', 9],
      ['Kochi', 32],
      ['Leh', 38],
    ] as const) {
      expect(has(name, stateid), name).toBe(true);
    }
  });
});

describe('pincodes', () => {
  const pins = loadPincodes();
  const byPin = new Map(pins.map((p) => [p.pincode, p]));

  it('has at least 15000 unique, well-formed PINs inside India', () => {
    expect(pins.length).toBeGreaterThanOrEqual(15000);
    expect(byPin.size).toBe(pins.length);
    const bad = pins.filter(
      (p) =>
        !/^[1-9]\d{5}$/.test(p.pincode) ||
        !(p.lat >= 6 && p.lat <= 37.5 && p.lng >= 68 && p.lng <= 97.5) ||
        p.locality.length === 0 ||
        p.district.length === 0,
    );
    expect(bad).toEqual([]);
  });

  it('is cached', () => {
    expect(loadPincodes()).toBe(pins);
  });

  it('agrees with the postal circle of the first two digits', () => {
    const bad = pins.filter((p) => {
      if (PREFIX_EXCEPTIONS.has(p.pincode)) return false;
      return !(PIN_PREFIX_STATES[p.pincode.slice(0, 2)] ?? []).includes(p.stateid);
    });
    expect(bad.map((p) => `${p.pincode} ${p.stateid} ${p.district}`)).toEqual([]);
  });

  it('has districts that exist as cities of the same state', () => {
    const names = new Set(cities.map((c) => `${c.stateid}|${c.cityname}`));
    const missing = pins.filter((p) => !names.has(`${p.stateid}|${p.district}`));
    expect(missing).toEqual([]);
  });

  it('resolves well-known PINs', () => {
    const check = (pin: string, stateid: number, lat: number, lng: number, text: RegExp, maxKm = 15) => {
      const p = byPin.get(pin);
      expect(p, pin).toBeDefined();
      expect(p!.stateid, pin).toBe(stateid);
      expect(haversineKm(p!.lat, p!.lng, lat, lng), pin).toBeLessThan(maxKm);
      expect(`${p!.locality} ${p!.district}`, pin).toMatch(text);
    };
    check('560001', 29, 12.97, 77.59, /Bengaluru|Bangalore/);
    check('400001', 27, 18.94, 72.835, /Mumbai/);
    check('110001', 7, 28.63, 77.22, /New Delhi/);
    check('600001', 33, 13.09, 80.28, /Chennai/);
    check('700001', 19, 22.57, 88.35, /Kolkata/);
    check('500001', 36, 17.385, 78.47, /Hyderabad/);
    // The source geocodes 194101 ~20 km north of Leh town (the district is 45,000 km²), so allow 30 km there.
    if (byPin.has('194101')) check('194101', 38, 34.15, 77.58, /Leh|Ladakh/, 30);
  });
});

describe('extract-pincodes helpers', () => {
  it('maps state spellings, old names and splits to GST codes', () => {
    expect(stateIdFor('ORISSA', 'Cuttack')).toBe(21);
    expect(stateIdFor('Pondicherry', 'Pondicherry')).toBe(34);
    expect(stateIdFor('Uttaranchal', 'Dehradun')).toBe(5);
    expect(stateIdFor('NCT of Delhi', 'Central Delhi')).toBe(7);
    expect(stateIdFor('DELHI', 'New Delhi')).toBe(7);
    expect(stateIdFor('ANDHRA PRADESH', 'K.V.Rangareddy')).toBe(36);
    expect(stateIdFor('Andhra Pradesh', 'Guntur')).toBe(37);
    expect(stateIdFor('JAMMU & KASHMIR', 'LEH')).toBe(38);
    expect(stateIdFor('Jammu and Kashmir', 'Kargil district')).toBe(38);
    expect(stateIdFor('Jammu & Kashmir', 'Srinagar')).toBe(1);
    expect(stateIdFor('DADRA & NAGAR HAVELI', 'Dadra and Nagar Haveli')).toBe(26);
    expect(stateIdFor('Daman & Diu', 'Diu')).toBe(26);
    expect(stateIdFor('The Dadra And Nagar Haveli And Daman And Diu', 'Daman')).toBe(26);
    expect(stateIdFor('Chattisgarh', 'Raipur')).toBe(22);
    expect(stateIdFor('Atlantis', 'X')).toBeUndefined();
    expect(cleanDistrict('Aurangabad (MH)')).toBe('Aurangabad');
    expect(cleanDistrict('BENGALURU URBAN')).toBe('Bengaluru Urban');
  });

  it('reads India Post directory rows: picks the head office name, drops bad coordinates', () => {
    const csv = [
      'circlename,regionname,divisionname,officename,pincode,officetype,delivery,district,statename,latitude,longitude',
      'Karnataka Circle,Bangalore HQ Region,Bangalore GPO Division,Bangalore G.P.O.,560001,H.O,Delivery,BENGALURU URBAN,KARNATAKA,12.9766,77.5993',
      'Karnataka Circle,Bangalore HQ Region,Bangalore GPO Division,Vidhana Soudha S.O,560001,S.O,Delivery,BENGALURU URBAN,KARNATAKA,12.98,77.59',
      'Telangana Circle,Hyderabad Region,Hyderabad City Division,Hyderabad G.P.O.,500001,H.O,Delivery,HYDERABAD,ANDHRA PRADESH,17.3874,78.4722',
      'X Circle,R,D,"Somewhere, B.O",999999,B.O,Delivery,NOWHERE,KERALA,NA,NA',
      'X Circle,R,D,Zero B.O,686001,B.O,Delivery,KOTTAYAM,KERALA,0,0',
    ].join('\n');
    const rows = parseCsv(csv);
    expect(rows[4]?.[3]).toBe('Somewhere, B.O');
    const header = rows[0]!;
    const col = (n: string) => header.indexOf(n);
    const raw = rows.slice(1).map((r) => ({
      pincode: r[col('pincode')]!,
      lat: Number.parseFloat(r[col('latitude')]!),
      lng: Number.parseFloat(r[col('longitude')]!),
      locality: r[col('officename')]!,
      district: r[col('district')]!,
      state: r[col('statename')]!,
      officetype: r[col('officetype')],
    }));
    const { pins } = extractPins(raw);
    expect(pins.map((p) => p.pincode)).toEqual(['500001', '560001']);
    expect(pins[0]).toMatchObject({ stateid: 36, district: 'Hyderabad' });
    expect(pins[1]).toMatchObject({ stateid: 29, district: 'Bengaluru Urban', locality: 'Bangalore' });
  });
});

describe('vehicle taxonomy', () => {
  const typeIds = new Set(vehicleTypes.map((t) => t.vehtypid));
  const vehicleById = new Map(vehicles.map((v) => [v.vehid, v]));
  const makerById = new Map(vehicleMakers.map((m) => [m.vehmakertypid, m]));
  const makeById = new Map(vehicleMakes.map((m) => [m.vehmaketypid, m]));

  it('has unique ids everywhere', () => {
    expect(unique(vehicleTypes.map((t) => t.vehtypid))).toBe(true);
    expect(unique(vehicles.map((v) => v.vehid))).toBe(true);
    expect(unique(vehicleMakers.map((m) => m.vehmakertypid))).toBe(true);
    expect(unique(vehicleMakes.map((m) => m.vehmaketypid))).toBe(true);
    expect(unique(vehicleModels.map((m) => m.vehmodelid))).toBe(true);
    expect(unique(vehicleColors.map((c) => c.vehcolorid))).toBe(true);
    expect(unique(fuelTypes.map((f) => f.vehfueltypeid))).toBe(true);
    expect(unique(serviceTypes.map((s) => s.servicetypeid))).toBe(true);
  });

  it('links vehicles to types and makers to types', () => {
    for (const v of vehicles) expect(typeIds.has(v.vehtypid), v.vehicle).toBe(true);
    for (const m of vehicleMakers) {
      expect(m.vehtypids.length).toBeGreaterThan(0);
      for (const t of m.vehtypids) expect(typeIds.has(t), m.vehiclemaker).toBe(true);
    }
  });

  it('gives every maker at least one make, and has the special Other make 101', () => {
    const other = vehicleMakes.filter((m) => m.vehiclemake === 'Other');
    expect(other).toEqual([{ vehmaketypid: OTHER_MAKE_ID, vehiclemake: 'Other', vehmakertypid: 0 }]);
    expect(OTHER_MAKE_ID).toBe(101);
    for (const m of vehicleMakes) {
      if (m.vehmaketypid !== OTHER_MAKE_ID) expect(makerById.has(m.vehmakertypid), m.vehiclemake).toBe(true);
    }
    for (const maker of vehicleMakers) {
      expect(
        vehicleMakes.some((m) => m.vehmakertypid === maker.vehmakertypid),
        maker.vehiclemaker,
      ).toBe(true);
    }
  });

  it('links models to makes, types and vehicles consistently', () => {
    expect(vehicleModels.length).toBeGreaterThanOrEqual(200);
    for (const m of vehicleModels) {
      const make = makeById.get(m.vehmaketypid);
      const vehicle = vehicleById.get(m.vehid);
      expect(make, m.vehiclemodel).toBeDefined();
      expect(m.vehmaketypid).not.toBe(OTHER_MAKE_ID);
      expect(vehicle, m.vehiclemodel).toBeDefined();
      expect(vehicle!.vehtypid, m.vehiclemodel).toBe(m.vehtypid);
      expect(makerById.get(make!.vehmakertypid)!.vehtypids, m.vehiclemodel).toContain(m.vehtypid);
    }
    expect(unique(vehicleModels.map((m) => `${m.vehmaketypid}|${m.vehiclemodel}`))).toBe(true);
    for (const name of [
      'Swift',
      'Creta',
      'Nexon',
      'Scorpio-N',
      'Splendor Plus',
      'Activa',
      'Classic 350',
      '450X',
    ]) {
      expect(
        vehicleModels.some((m) => m.vehiclemodel === name),
        name,
      ).toBe(true);
    }
  });

  it('has roadside and workshop service types', () => {
    expect(serviceTypes.filter((s) => s.isroadside).map((s) => s.servicetype)).toContain('Towing');
    expect(serviceTypes.find((s) => s.servicetype === 'Periodic Service')?.isroadside).toBe(false);
  });
});

describe('gst rates', () => {
  it('are well-formed', () => {
    for (const r of gstRates) {
      expect(['HSN', 'SAC']).toContain(r.kind);
      expect(r.code).toMatch(r.kind === 'SAC' ? /^99\d{4}$/ : /^\d{4,8}$/);
      expect(r.effectivefrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect([0, 5, 12, 18, 28, 40]).toContain(r.rate);
    }
    expect(unique(gstRates.map((r) => `${r.code}|${r.effectivefrom}`))).toBe(true);
  });

  it('applies the 22 Sep 2025 rate cut by date', () => {
    expect(gstRateOn('8708', '2025-09-21')?.rate).toBe(28);
    expect(gstRateOn('8708', '2025-09-22')?.rate).toBe(18);
    expect(gstRateOn('4011', '2026-01-01')?.rate).toBe(18);
    expect(gstRateOn('998714', '2026-01-01')?.rate).toBe(18);
    expect(gstRateOn('8708', '2017-06-30')).toBeUndefined();
  });
});
