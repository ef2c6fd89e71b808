import { useQuery, type QueryClient } from '@tanstack/react-query';
import { masterListPath, type MasterListFilters, type MasterListName } from '@fixo/shared';

import { apiGet, lazySchema, type LazyAnswerSchema } from '@/lib/api-client';
import { nextTask } from '@/lib/next-task';

/** One entry of a reference list, ready for a select or a checkbox group. */
export interface MasterOption {
  /** The id as text (selects and the form schemas hold ids as text). */
  value: string;
  /** What the select shows (a district reads 'Bengaluru Urban (district)'). */
  label: string;
  /** The stored name, kept for forms and summaries (the same as label except for districts). */
  name: string;
}

export interface MasterListResult {
  options: MasterOption[];
  isLoading: boolean;
  isError: boolean;
  /** False while the list waits for its parent choice (e.g. cities before a state is chosen). */
  isEnabled: boolean;
  /** The stored name of an id, for forms and summaries ('' when unknown). */
  labelOf: (id: string | number | null | undefined) => string;
}

type Row = Record<string, unknown>;

/** Id and name keys per list, as spec section 3 'Reference lists' spells them. */
const KEYS: Record<MasterListName, { id: string; name: string }> = {
  GetAllCountries: { id: 'countryid', name: 'country' },
  GetAllStates: { id: 'stateid', name: 'state' },
  GetAllCities: { id: 'cityid', name: 'city' },
  GetAllVehicleType: { id: 'vehicletypeid', name: 'vehicletype' },
  GetAllVehicle: { id: 'vehicleid', name: 'vehicle' },
  GetAllVehicleMakerType: { id: 'vehiclemakertypeid', name: 'vehiclemaker' },
  GetAllVehicleMakeType: { id: 'vehiclemaketypeid', name: 'vehiclemake' },
  GetAllVehicleModel: { id: 'vehiclemodelid', name: 'vehiclemodel' },
  GetAllVehicleColor: { id: 'vehiclecolorid', name: 'vehiclecolor' },
  GetAllVehicleFuelType: { id: 'vehiclefueltypeid', name: 'vehiclefuel' },
  GetAllServiceType: { id: 'servicetypeid', name: 'servicetype' },
};

export function toMasterOptions(list: MasterListName, rows: unknown): MasterOption[] {
  if (!Array.isArray(rows)) return [];
  const keys = KEYS[list];
  const options: MasterOption[] = [];
  // Cities: India Post districts sit beside cities of the same name ('Bengaluru', 'Bengaluru Urban'); only a
  // district whose first word another row shares is labelled, so the rest of the list stays plain.
  const firstWord = (name: unknown) =>
    String(name ?? '')
      .trim()
      .split(/\s+/)[0]!
      .toLowerCase();
  const sharing = new Map<string, number>();
  if (list === 'GetAllCities')
    for (const raw of rows as Row[]) {
      const word = firstWord(raw[keys.name]);
      sharing.set(word, (sharing.get(word) ?? 0) + 1);
    }
  for (const raw of rows as Row[]) {
    const id = raw[keys.id];
    const name = raw[keys.name];
    if (id === undefined || id === null || name === undefined || name === null) continue;
    // The select says which is which; the stored name stays as it is.
    const district =
      list === 'GetAllCities' && raw.isdistrict === true && (sharing.get(firstWord(name)) ?? 0) > 1;
    options.push({
      value: String(id),
      label: district ? `${String(name)} (district)` : String(name),
      name: String(name),
    });
  }
  return options;
}

export const mastersQueryKey = (list: MasterListName, filters: MasterListFilters = {}) =>
  ['masters', list, filters] as const;

export function fetchMasterList(
  list: MasterListName,
  filters: MasterListFilters = {},
  signal?: AbortSignal,
): Promise<unknown[]> {
  // Each list's rows are checked against the row schema the server answers with.
  return apiGet(masterListPath(list, filters), { signal, schema: rowsSchemaOf(list) });
}

/**
 * The lists a screen rendered with `queryClient` asks for as it opens (those waiting for a parent choice left
 * out): the build names them in the prerendered request screen's HTML, so a phone fetches them beside the app's
 * files instead of after the app has started (answers are public and cached for an hour; the app's own fetch
 * then takes the browser's copy).
 */
export function startedMasterListUrls(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: ['masters'] })
    .filter((query) => (query.options as { enabled?: unknown }).enabled !== false)
    .map((query) => {
      const [, list, filters] = query.queryKey as ReturnType<typeof mastersQueryKey>;
      return masterListPath(list, filters);
    });
}

const rowsSchemas = new Map<MasterListName, LazyAnswerSchema<unknown[]>>();
/** A list's rows contract, loaded on first use: the first page does not wait for zod (masters-answer-schemas.ts). */
function rowsSchemaOf(list: MasterListName): LazyAnswerSchema<unknown[]> {
  let schema = rowsSchemas.get(list);
  if (!schema) {
    schema = lazySchema<unknown[]>(async () =>
      (await import('./masters-answer-schemas')).MASTER_LISTS[list].array(),
    );
    rowsSchemas.set(list, schema);
  }
  return schema;
}

/**
 * A reference list as select options. Reference data changes only with a release, so it is cached for an
 * hour and shared by every screen that asks for the same list and filters.
 */
export function useMasterList(
  list: MasterListName,
  filters: MasterListFilters = {},
  options: { enabled?: boolean } = {},
): MasterListResult {
  const isEnabled = options.enabled ?? true;
  const query = useQuery({
    queryKey: mastersQueryKey(list, filters),
    // Each list goes out in a task of its own: a screen's lists all start in one effect phase, and starting a
    // request costs the main thread about 8 ms on a phone 4 times slower (the request screen's six added about 50
    // ms to the task that follows its first paint, measured).
    queryFn: async ({ signal }) => {
      await nextTask();
      return fetchMasterList(list, filters, signal);
    },
    select: (rows) => toMasterOptions(list, rows),
    enabled: isEnabled,
    staleTime: 60 * 60 * 1000,
    gcTime: 2 * 60 * 60 * 1000,
  });
  const opts = query.data ?? [];
  return {
    options: opts,
    isLoading: isEnabled && query.isPending,
    isError: query.isError,
    isEnabled,
    labelOf: (id) =>
      id === null || id === undefined ? '' : (opts.find((o) => o.value === String(id))?.name ?? ''),
  };
}

/** A positive id from a select value, or undefined (so a filter is left out). */
export function idOrUndefined(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

const byParent = (parent: unknown) => ({ enabled: idOrUndefined(parent) !== undefined });

export const useCountries = () => useMasterList('GetAllCountries');
/** States of a country; waits until a country is chosen. */
export const useStates = (countryId: unknown) =>
  useMasterList('GetAllStates', { COUNTRYID: idOrUndefined(countryId) }, byParent(countryId));
/** Cities of a state; waits until a state is chosen. */
export const useCities = (stateId: unknown) =>
  useMasterList('GetAllCities', { STATEID: idOrUndefined(stateId) }, byParent(stateId));
export const useVehicleTypes = () => useMasterList('GetAllVehicleType');
/** Vehicles (two-wheeler, hatchback ...) of a vehicle type; waits for the type. */
export const useVehicles = (vehicleTypeId: unknown) =>
  useMasterList('GetAllVehicle', { VEHTYPID: idOrUndefined(vehicleTypeId) }, byParent(vehicleTypeId));
/** Vehicle makers; narrowed to a vehicle type when given, all makers otherwise. */
export const useVehicleMakers = (vehicleTypeId?: unknown, options: { requireType?: boolean } = {}) =>
  useMasterList(
    'GetAllVehicleMakerType',
    { VEHTYPID: idOrUndefined(vehicleTypeId) },
    options.requireType ? byParent(vehicleTypeId) : {},
  );
/** Makes of a maker (the server always adds 'Other', id 101); waits for the maker. */
export const useVehicleMakes = (makerId: unknown) =>
  useMasterList('GetAllVehicleMakeType', { VEHMAKERTYPID: idOrUndefined(makerId) }, byParent(makerId));
/**
 * Models of a make; waits for the make. For the 'Other' make (which has no models of its own) pass the
 * maker (and vehicle type) instead: `useVehicleModels({ makerId, vehicleTypeId })` lists that maker's models
 * only, never a mix of makers.
 */
export const useVehicleModels = (filter: {
  makeId?: unknown;
  makerId?: unknown;
  vehicleTypeId?: unknown;
}) => {
  const make = idOrUndefined(filter.makeId);
  const maker = idOrUndefined(filter.makerId);
  const type = idOrUndefined(filter.vehicleTypeId);
  return useMasterList(
    'GetAllVehicleModel',
    { VEHMAKETYPID: make, VEHMAKERTYPID: maker, VEHTYPID: type },
    { enabled: make !== undefined || maker !== undefined },
  );
};
export const useVehicleColors = () => useMasterList('GetAllVehicleColor');
export const useFuelTypes = () => useMasterList('GetAllVehicleFuelType');
export const useServiceTypes = () => useMasterList('GetAllServiceType');
