import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NEARBY_DEFAULT_PAGE_SIZE,
  UI_TEXTS,
  type LatLng,
  type NearbyPageSize,
  type NearbyServiceCenter,
} from '@fixo/shared';

import { lazyPart, PartSlot } from '@/components/lazy-part';
import { Alert, Spinner } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';

import { canSearchNearby, useNearbyCenters, type NearbySearch } from './nearby-api';
import { NAMESPACE } from './nearby.texts';

// The results (cards, list controls, the map) load once a search starts: the form's first view needs none of it.
const loadResults = () => import('./nearby-results');
const NearbyResults = lazyPart(loadResults);

/** What the visitor chose of the results; kept here, so it outlives a new search's loading state. */
export interface NearbyChoices {
  pageSize: NearbyPageSize;
  setPageSize: (size: NearbyPageSize) => void;
  view: 'list' | 'map';
  setView: (view: 'list' | 'map') => void;
  sort: 'distance' | 'rating';
  setSort: (sort: 'distance' | 'rating') => void;
  askedAll: boolean;
  askAll: () => void;
}

export interface NearbyCentersProps {
  search: NearbySearch;
  /** The user's own position (distances are measured from it when known). */
  from?: LatLng | null;
  selectedId?: string;
  onSelect: (center: NearbyServiceCenter) => void;
  /** Validation message of the selectedCenter field. */
  error?: string;
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
  // 'All' once chosen stays asked for: a center picked from the long list must stay findable at Show 5.
  const [askedAll, setAskedAll] = useState(false);
  const askAll = useCallback(() => setAskedAll(true), []);
  const query = useNearbyCenters(search, askedAll);
  const { t } = useTranslation(NAMESPACE);
  const searching = canSearchNearby(search);
  useEffect(() => {
    // Fetched beside the centers themselves, so the list does not wait for its code after they arrive.
    if (searching) void loadResults();
  }, [searching]);

  if (!searching) {
    return (
      <div className="flex flex-col gap-2">
        <Alert variant="info">{UI_TEXTS.nearbyHint}</Alert>
        {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      </div>
    );
  }
  const finding = (
    <p className="flex items-center gap-2 py-6 text-slate-600">
      <Spinner size="sm" label={null} />
      {t('finding')}
    </p>
  );
  if (query.isPending) return finding;
  if (query.isError) {
    return <Alert variant="error">{errorMessage(query.error)}</Alert>;
  }
  const centers = query.data;
  if (centers.length === 0) {
    return <Alert variant="warning">{t('noneFound')}</Alert>;
  }
  return (
    <PartSlot loading={finding}>
      <NearbyResults
        centers={centers}
        from={from}
        selectedId={selectedId}
        onSelect={onSelect}
        error={error}
        choices={{ pageSize, setPageSize, view, setView, sort, setSort, askedAll, askAll }}
      />
    </PartSlot>
  );
}
