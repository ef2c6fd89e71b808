import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_MAKE_ID } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { CITY_ALIASES } from '../../db/seed/reference/city-aliases.js';
import { cities as cityFile, loadPincodes } from '../../db/seed/reference/reference-data.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
});
afterAll(async () => t.close());

const get = async <T>(path: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/Masters/${path}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T[]>();
};

describe('reference lists', () => {
  it('serves India and its 36 states and union territories with GST codes as ids', async () => {
    expect(await get('GetAllCountries?TOKEN=ignored')).toEqual([
      { countryid: 1, country: 'India', countrycode: '+91' },
    ]);
    const states = await get<{ stateid: number; state: string; statecode: string }>('GetAllStates');
    expect(states).toHaveLength(36);
    expect(states).toContainEqual({ stateid: 29, state: 'Karnataka', statecode: '29', countryid: 1 });
    expect(states.find((s) => s.stateid === 38)?.state).toBe('Ladakh');
  });

  it('narrows cities by state', async () => {
    const cities = await get<{ city: string; stateid: number }>('GetAllCities?STATEID=29');
    expect(cities.length).toBeGreaterThan(20);
    expect(cities.every((c) => c.stateid === 29)).toBe(true);
    expect(cities.map((c) => c.city)).toContain('Bengaluru');
  });

  it('marks India Post districts apart from the hand-added cities (Bengaluru Urban beside Bengaluru)', async () => {
    type City = { cityid: number; city: string; stateid: number; isdistrict?: boolean };
    const karnataka = await get<City>('GetAllCities?STATEID=29');
    const flag = (name: string) => karnataka.find((c) => c.city === name)?.isdistrict;
    expect(flag('Bengaluru')).toBe(false);
    expect(flag('Bengaluru Urban')).toBe(true);
    expect(flag('Bengaluru Rural')).toBe(true);
    expect(flag('Mangaluru')).toBe(false);
    expect(flag('Dakshina Kannada')).toBe(true);

    // Every row, derived again from the files: a district is a name in pincodes.csv's district column (in its
    // state) that is not one of the 26 hand-added cities. The stored names stay as they are.
    const filed = new Set(loadPincodes().map((p) => `${p.stateid}|${p.district}`));
    const handAdded = new Set(CITY_ALIASES.map((c) => `${c.stateid}|${c.cityname}`));
    const expected = new Map(
      cityFile.map((c) => {
        const key = `${c.stateid}|${c.cityname}`;
        return [c.cityid, { city: c.cityname, isdistrict: filed.has(key) && !handAdded.has(key) }];
      }),
    );
    const all = await get<City>('GetAllCities');
    expect(all).toHaveLength(cityFile.length);
    for (const c of all) expect({ city: c.city, isdistrict: c.isdistrict }).toEqual(expected.get(c.cityid));
    expect(all.filter((c) => c.isdistrict === false).length).toBeGreaterThanOrEqual(CITY_ALIASES.length);
  });

  it('cascades vehicles by type, makers by type, makes by maker (with Other) and models by make', async () => {
    const types = await get<{ vehicletypeid: number; vehicletype: string }>('GetAllVehicleType');
    const car = types.find((t) => t.vehicletype === 'Car')!;
    const vehicles = await get<{ vehicletypeid: number }>(`GetAllVehicle?VEHTYPID=${car.vehicletypeid}`);
    expect(vehicles.length).toBeGreaterThan(2);
    expect(vehicles.every((v) => v.vehicletypeid === car.vehicletypeid)).toBe(true);

    const makers = await get<{ vehiclemakertypeid: number; vehiclemaker: string }>(
      `GetAllVehicleMakerType?VEHTYPID=${car.vehicletypeid}`,
    );
    const maruti = makers.find((m) => m.vehiclemaker.startsWith('Maruti'))!;
    expect(maruti).toBeDefined();
    expect(makers.some((m) => m.vehiclemaker.startsWith('Hero'))).toBe(false);

    const makes = await get<{ vehiclemaketypeid: number; vehiclemake: string; vehiclemakertypid: number }>(
      `GetAllVehicleMakeType?VEHMAKERTYPID=${maruti.vehiclemakertypeid}`,
    );
    expect(makes.at(-1)).toEqual({
      vehiclemaketypeid: OTHER_MAKE_ID,
      vehiclemake: 'Other',
      vehiclemakertypid: 0,
    });
    const firstMake = makes[0]!;
    expect(firstMake.vehiclemakertypid).toBe(maruti.vehiclemakertypeid);

    const models = await get<{ vehiclemodel: string; vehiclemaketypeid: number }>(
      `GetAllVehicleModel?VEHMAKETYPID=${firstMake.vehiclemaketypeid}`,
    );
    expect(models.length).toBeGreaterThan(0);
    expect(models.every((m) => m.vehiclemaketypeid === firstMake.vehiclemaketypeid)).toBe(true);

    // The 'Other' make lists the maker's own models of that vehicle type, never another maker's.
    const makerModels = await get<{ vehiclemaketypeid: number; vehicletypeid: number }>(
      `GetAllVehicleModel?VEHMAKERTYPID=${maruti.vehiclemakertypeid}&VEHTYPID=${car.vehicletypeid}`,
    );
    const marutiMakeIds = new Set(makes.map((m) => m.vehiclemaketypeid));
    expect(makerModels.length).toBeGreaterThan(models.length - 1);
    expect(makerModels.every((m) => marutiMakeIds.has(m.vehiclemaketypeid))).toBe(true);
    expect(makerModels.every((m) => m.vehicletypeid === car.vehicletypeid)).toBe(true);
  });

  it('serves colours, fuel types and service types in contract spellings', async () => {
    const fuels = await get<{ vehiclefuel: string }>('GetAllVehicleFuelType');
    expect(fuels.map((f) => f.vehiclefuel)).toEqual(
      expect.arrayContaining(['Petrol', 'Diesel', 'CNG', 'LPG', 'Electric']),
    );
    const colors = await get<{ vehiclecolorid: number; vehiclecolor: string }>('GetAllVehicleColor');
    expect(colors.map((c) => c.vehiclecolor)).toContain('White');
    const services = await get<{ servicetypeid: number; servicetype: string; isroadside: boolean }>(
      'GetAllServiceType',
    );
    expect(services.find((s) => s.servicetype.startsWith('Towing'))?.isroadside).toBe(true);
  });

  it('refuses a non-numeric filter with 400 and a clear message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Masters/GetAllCities?STATEID=abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('STATEID must be a whole number from 1 to 2147483647');
    // ids beyond the column's range are refused the same way, not sent to the database
    for (const huge of ['2147483648', '9223372036854775808', '1e308']) {
      const tooBig = await t.app.inject({ method: 'GET', url: `/api/Masters/GetAllCities?STATEID=${huge}` });
      expect(tooBig.statusCode).toBe(400);
    }
  });
});
