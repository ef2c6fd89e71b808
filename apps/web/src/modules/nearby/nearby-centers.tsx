import { List, Map as MapIcon } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NEARBY_DEFAULT_PAGE_SIZE,
  NEARBY_FIRST_LIMIT,
  NEARBY_PAGE_SIZES,
  sortByTopRated,
  UI_TEXTS,
  type LatLng,
  type NearbyPageSize,
  type NearbyServiceCenter,
} from '@fixo/shared';

import { Alert, Select, Spinner } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';

import { canSearchNearby, useNearbyCenters, type NearbySearch } from './nearby-api';
import { NearbyCenterCard } from './nearby-center-card';
import { centerDistanceKm, farLabel, groupByDistance, NEAR_RADIUS_KM } from './nearby-groups';
import { NAMESPACE } from './nearby.texts';

// Leaflet is only needed when someone opens the map.
const CentersMap = lazy(() => import('./centers-map').then((m) => ({ default: m.CentersMap })));

export interface NearbyCentersProps {
  search: NearbySearch;
  /** The user's own position (distances are measured from it when known). */
  from?: LatLng | null;
  selectedId?: string;
  onSelect: (center: NearbyServiceCenter) => void;
  /** Validation message of the selectedCenter field. */
  error?: string;
}

function parsePageSize(value: string): NearbyPageSize {
  return NEARBY_PAGE_SIZES.find((size) => String(size) === value) ?? NEARBY_DEFAULT_PAGE_SIZE;
}

/** Visible slice of the list; the selected center always stays visible even beyond the page size. */
export function visibleCenters(
  centers: NearbyServiceCenter[],
  size: NearbyPageSize,
  selectedId?: string,
): NearbyServiceCenter[] {
  if (size === 'All') return centers;
  const shown = centers.slice(0, size);
  const selected = centers.find((c) => String(c.servicecenterid) === selectedId);
  if (selected && !shown.includes(selected)) shown.push(selected);
  return shown;
}

export function NearbyCenters({ search, from, selectedId, onSelect, error }: NearbyCentersProps) {
  const [pageSize, setPageSize] = useState<NearbyPageSize>(NEARBY_DEFAULT_PAGE_SIZE);
  const [view, setView] = useState<'list' | 'map'>('list');
  // Distance stays the default order; 'Top rated' weighs the average by how many ratings it rests on.
  const [sort, setSort] = useState<'distance' | 'rating'>('distance');
  const showId = useId();
  const sortId = useId();
  const groupName = useId();
  // 'All' once chosen stays asked for: a center picked from the long list must stay findable at Show 5.
  const [askedAll, setAskedAll] = useState(false);
  const query = useNearbyCenters(search, askedAll);
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();

  if (!canSearchNearby(search)) {
    return (
      <div className="flex flex-col gap-2">
        <Alert variant="info">{UI_TEXTS.nearbyHint}</Alert>
        {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      </div>
    );
  }
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 py-6 text-slate-600">
        <Spinner size="sm" label={null} />
        {t('finding')}
      </p>
    );
  }
  if (query.isError) {
    return <Alert variant="error">{errorMessage(query.error)}</Alert>;
  }
  const centers = query.data;
  if (centers.length === 0) {
    return <Alert variant="warning">{t('noneFound')}</Alert>;
  }
  const byRating = sort === 'rating';
  const shown = visibleCenters(byRating ? sortByTopRated(centers) : centers, pageSize, selectedId);
  const grouped = groupByDistance(shown, from);
  // Top rated reorders within the near and the far group: a far center never jumps above a near one.
  const groups = byRating
    ? { ...grouped, near: sortByTopRated(grouped.near), far: sortByTopRated(grouped.far) }
    : grouped;
  // Near ones first, then the far ones: list numbers and map pins follow this order.
  const ordered = [...groups.near, ...groups.far];
  const inMapView = (list: NearbyServiceCenter[]) =>
    view === 'map' ? list.filter((c) => String(c.servicecenterid) === selectedId) : list;
  const card = (center: NearbyServiceCenter, far: boolean) => (
    <NearbyCenterCard
      key={center.servicecenterid}
      center={center}
      rank={ordered.indexOf(center) + 1}
      from={from}
      selected={String(center.servicecenterid) === selectedId}
      onSelect={onSelect}
      name={groupName}
      farNote={far ? farLabel(centerDistanceKm(center, from), language) : undefined}
    />
  );
  const nearShown = inMapView(groups.near);
  const farShown = inMapView(groups.far);
  const toggle = (active: boolean) =>
    cn(
      'inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold',
      active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
    );

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor={showId} className="text-sm font-semibold text-slate-700">
            {UI_TEXTS.show}
          </label>
          <Select
            id={showId}
            className="w-24"
            value={String(pageSize)}
            onChange={(e) => {
              const size = parsePageSize(e.target.value);
              if (size === 'All') setAskedAll(true);
              setPageSize(size);
            }}
            options={NEARBY_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          />
          <span className="text-sm text-slate-600">
            {t('of', { total: centers.length })}
            {!askedAll && centers.length >= NEARBY_FIRST_LIMIT ? '+' : ''}
          </span>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-semibold text-slate-700">
            {t('sort')}
          </label>
          <Select
            id={sortId}
            className="w-36"
            value={sort}
            onChange={(e) => setSort(e.target.value === 'rating' ? 'rating' : 'distance')}
            options={[
              { value: 'distance', label: t('nearest') },
              { value: 'rating', label: t('topRated') },
            ]}
          />
        </div>
        <div
          role="group"
          aria-label={t('view')}
          className="flex w-full gap-1 rounded-xl bg-slate-100 p-1 sm:w-56"
        >
          <button
            type="button"
            aria-pressed={view === 'list'}
            className={toggle(view === 'list')}
            onClick={() => setView('list')}
          >
            <List className="size-4" aria-hidden />
            {t('list')}
          </button>
          <button
            type="button"
            aria-pressed={view === 'map'}
            className={toggle(view === 'map')}
            onClick={() => setView('map')}
          >
            <MapIcon className="size-4" aria-hidden />
            {t('map')}
          </button>
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {view === 'map' && (
        <Suspense
          fallback={
            <div className="flex h-80 items-center justify-center rounded-2xl bg-slate-100">
              <Spinner />
            </div>
          }
        >
          <CentersMap
            centers={ordered}
            fitTo={groups.fit}
            from={from}
            selectedId={selectedId}
            onSelect={onSelect}
          />
          <p className="text-sm text-slate-600">{t('mapHint')}</p>
        </Suspense>
      )}
      <div role="radiogroup" aria-label={t('listLabel')} className={cn(view === 'map' && 'mt-1')}>
        {nearShown.length > 0 && (
          <ul className="grid gap-3 lg:grid-cols-2">{nearShown.map((c) => card(c, false))}</ul>
        )}
        {farShown.length > 0 && (
          <div data-testid="far-centers" className={cn(nearShown.length > 0 && 'mt-5')}>
            {groups.near.length > 0 && <hr className="mb-4 border-slate-300" />}
            <p className="mb-3 text-sm font-semibold text-slate-700">
              {groups.near.length > 0
                ? t('fartherAway', { km: NEAR_RADIUS_KM })
                : t('noneWithin', { km: NEAR_RADIUS_KM })}
            </p>
            <ul className="grid gap-3 lg:grid-cols-2">{farShown.map((c) => card(c, true))}</ul>
          </div>
        )}
      </div>
    </div>
  );
}
