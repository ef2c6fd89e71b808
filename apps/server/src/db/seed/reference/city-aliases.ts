/**
 * The 26 hand-added cities of `cities.json` (README 'PIN codes'): common city names people type that are not
 * district names in the PIN data. Every other row of `cities.json` is an India Post district. Kept apart from
 * the extraction script so the running server can tell the two kinds apart without loading the script.
 */
export const CITY_ALIASES: ReadonlyArray<{ cityname: string; stateid: number; lat: number; lng: number }> = [
  { cityname: 'Bengaluru', stateid: 29, lat: 12.9716, lng: 77.5946 },
  { cityname: 'Mangaluru', stateid: 29, lat: 12.9141, lng: 74.856 },
  { cityname: 'Hubballi', stateid: 29, lat: 15.3647, lng: 75.124 },
  { cityname: 'Mumbai', stateid: 27, lat: 19.076, lng: 72.8777 },
  { cityname: 'Navi Mumbai', stateid: 27, lat: 19.033, lng: 73.0297 },
  { cityname: 'Pimpri-Chinchwad', stateid: 27, lat: 18.6298, lng: 73.7997 },
  { cityname: 'Chhatrapati Sambhajinagar', stateid: 27, lat: 19.8762, lng: 75.3433 },
  { cityname: 'Delhi', stateid: 7, lat: 28.6519, lng: 77.2315 },
  { cityname: 'Noida', stateid: 9, lat: 28.5355, lng: 77.391 },
  { cityname: 'Kanpur', stateid: 9, lat: 26.4499, lng: 80.3319 },
  { cityname: 'Kochi', stateid: 32, lat: 9.9312, lng: 76.2673 },
  { cityname: 'Secunderabad', stateid: 36, lat: 17.4399, lng: 78.4983 },
  { cityname: 'Vijayawada', stateid: 37, lat: 16.5062, lng: 80.648 },
  { cityname: 'Tirupati', stateid: 37, lat: 13.6288, lng: 79.4192 },
  { cityname: 'Nellore', stateid: 37, lat: 14.4426, lng: 79.9865 },
  { cityname: 'Bhubaneswar', stateid: 21, lat: 20.2961, lng: 85.8245 },
  { cityname: 'Guwahati', stateid: 18, lat: 26.1445, lng: 91.7362 },
  { cityname: 'Jamshedpur', stateid: 20, lat: 22.8046, lng: 86.2029 },
  { cityname: 'Panaji', stateid: 30, lat: 15.4909, lng: 73.8278 },
  { cityname: 'Siliguri', stateid: 19, lat: 26.7271, lng: 88.3953 },
  { cityname: 'Durgapur', stateid: 19, lat: 23.5204, lng: 87.3119 },
  { cityname: 'Asansol', stateid: 19, lat: 23.6739, lng: 86.9524 },
  { cityname: 'Tiruppur', stateid: 33, lat: 11.1085, lng: 77.3411 },
  { cityname: 'Hosur', stateid: 33, lat: 12.7409, lng: 77.8253 },
  { cityname: 'Bhilai', stateid: 22, lat: 21.1938, lng: 81.3509 },
  { cityname: 'Dharamshala', stateid: 2, lat: 32.219, lng: 76.3234 },
];

const HAND_ADDED = new Set(CITY_ALIASES.map((c) => `${c.stateid}|${c.cityname.toLowerCase()}`));

/** True for one of the hand-added cities (matched by state and name, as `buildCities` adds them). */
export function isHandAddedCity(cityname: string, stateid: number): boolean {
  return HAND_ADDED.has(`${stateid}|${cityname.toLowerCase()}`);
}
