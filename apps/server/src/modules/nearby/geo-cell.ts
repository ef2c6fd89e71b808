/** 0.25 degrees is about 28 km of latitude: a 25 km search reads at most a 3x3 block of cells. */
export const GEO_CELL_DEGREES = 0.25;

export const geoCellOf = (lat: number, lng: number): string =>
  `${Math.floor(lat / GEO_CELL_DEGREES)}:${Math.floor(lng / GEO_CELL_DEGREES)}`;

/** Every cell overlapping the box of `radiusKm` around a point. */
export function geoCellsAround(lat: number, lng: number, radiusKm: number): string[] {
  const dLat = radiusKm / 111.2;
  const dLng = radiusKm / (111.2 * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  const cells: string[] = [];
  const latFrom = Math.floor((lat - dLat) / GEO_CELL_DEGREES);
  const latTo = Math.floor((lat + dLat) / GEO_CELL_DEGREES);
  const lngFrom = Math.floor((lng - dLng) / GEO_CELL_DEGREES);
  const lngTo = Math.floor((lng + dLng) / GEO_CELL_DEGREES);
  for (let latCell = latFrom; latCell <= latTo; latCell += 1) {
    for (let lngCell = lngFrom; lngCell <= lngTo; lngCell += 1) cells.push(`${latCell}:${lngCell}`);
  }
  return cells;
}
