import { describe, expect, it } from 'vitest';

import { center } from '@/modules/service-requests/test-fixtures';

import { farLabel, groupByDistance, NEAR_RADIUS_KM } from './nearby-groups';

const at = (id: number, km: number) => center(id, { distancekm: km });

describe('groupByDistance', () => {
  it('keeps centers beyond 25 km apart from the near ones and fits the map to the near ones', () => {
    const centers = [at(1, 1.2), at(2, 282), at(3, 3.4), at(4, 8), at(5, 497)];
    const groups = groupByDistance(centers, null);
    expect(groups.near.map((c) => c.servicecenterid)).toEqual([1, 3, 4]);
    expect(groups.far.map((c) => c.servicecenterid)).toEqual([2, 5]);
    expect(groups.fit.map((c) => c.servicecenterid)).toEqual([1, 3, 4]);
  });

  it('widens the map fit to the nearest three when fewer than three are near', () => {
    const groups = groupByDistance([at(1, 2), at(2, 282), at(3, 40), at(4, 497)], null);
    expect(groups.near.map((c) => c.servicecenterid)).toEqual([1]);
    expect(groups.far.map((c) => c.servicecenterid)).toEqual([3, 2, 4]);
    expect(groups.fit.map((c) => c.servicecenterid)).toEqual([1, 3, 2]);
  });

  it('counts a center exactly at the radius as near', () => {
    expect(groupByDistance([at(1, NEAR_RADIUS_KM)], null).near).toHaveLength(1);
  });

  it('measures from the user position when known', () => {
    // Center 1 reports 1 km but sits about 280 km from the user (Chennai vs Bengaluru).
    const chennai = center(1, { distancekm: 1, locationcoordinates: '13.0827,80.2707' });
    const local = center(2, { distancekm: 50, locationcoordinates: '12.93,77.62' });
    const groups = groupByDistance([chennai, local], { lat: 12.9279, lng: 77.6271 });
    expect(groups.near).toEqual([local]);
    expect(groups.far).toEqual([chennai]);
  });
});

describe('farLabel', () => {
  it('rounds to whole km', () => {
    expect(farLabel(281.6)).toBe('282 km away — outside your area');
  });
});
