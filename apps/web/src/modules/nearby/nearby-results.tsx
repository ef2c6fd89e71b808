import { List, Map as MapIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NEARBY_DEFAULT_PAGE_SIZE,
  NEARBY_FIRST_LIMIT,
  NEARBY_PAGE_SIZES,
  sortByTopRated,
  UI_TEXTS,
  type NearbyPageSize,
  type NearbyServiceCenter,
} from '@fixo/shared';

import { lazyPart, PartSlot } from '@/components/lazy-part';
import { Select, Spinner } from '@/components/ui';
import { useLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';

import { NearbyCenterCard } from './nearby-center-card';
import { visibleCenters, type NearbyChoices, type NearbyCentersProps } from './nearby-centers';
import { centerDistanceKm, farLabel, groupByDistance, NEAR_RADIUS_KM } from './nearby-groups';
import { NAMESPACE } from './nearby.texts';

// Leaflet is only needed when someone opens the map.
const CentersMap = lazyPart(() => import('./centers-map').then((m) => ({ default: m.CentersMap })));

function parsePageSize(value: string): NearbyPageSize {
  return NEARBY_PAGE_SIZES.find((size) => String(size) === value) ?? NEARBY_DEFAULT_PAGE_SIZE;
}

/**
 * The found centers: how many to show, their order, the list or the map, and the cards. A chunk of its own,
 * loaded once a search starts: the form's first view (no location known yet) does not wait for it.
 */
export default function NearbyResults({
  centers,
  from,
  selectedId,
  onSelect,
  error,
  choices: { pageSize, setPageSize, view, setView, sort, setSort, askedAll, askAll },
}: Omit<NearbyCentersProps, 'search'> & { centers: NearbyServiceCenter[]; choices: NearbyChoices }) {
  const showId = useId();
  const sortId = useId();
  const groupName = useId();
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();

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
              if (size === 'All') askAll();
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
        <PartSlot
          loading={
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
        </PartSlot>
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
