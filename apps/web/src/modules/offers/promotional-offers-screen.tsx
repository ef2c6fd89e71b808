import { useQueryClient } from '@tanstack/react-query';
import { Plus, Search, TicketPercent } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ERROR_MESSAGES,
  LOCAL_STORAGE_KEYS,
  OFFERS_TABLE_PAGE_SIZE,
  VALIDATION_MESSAGES,
  type Offer,
  type ServiceCenterListItem,
} from '@fixo/shared';

import { PageTitle } from '@/components/layout/page-title';
import { Button, FormField, Input, Select, Spinner } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useMessageTranslator } from '@/lib/i18n';

import { DeactivateOfferDialog } from './deactivate-offer-dialog';
import { OfferFormDialog, type OfferFormVariant } from './offer-form-dialog';
import {
  DEFAULT_OFFER_SORT,
  findPrimaryOffer,
  nextSort,
  type OfferSort,
  type OfferSortKey,
} from './offer-list';
import { OffersTable } from './offers-table';
import { useCenterOffers } from './offers-api';
import { NAMESPACE } from './offers.texts';

export type PromotionalOffersScreenProps =
  | { kind: 'center'; centerId: number; centerName: string | null }
  | {
      kind: 'manager';
      centers: ServiceCenterListItem[];
      centersLoading: boolean;
      centersError: boolean;
    };

/** Keeps the spec's `primaryOfferId` key in step with the server (removed when there is none). */
function storePrimaryOfferId(primaryId: number | null) {
  try {
    if (primaryId !== null) localStorage.setItem(LOCAL_STORAGE_KEYS.primaryOfferId, String(primaryId));
    else localStorage.removeItem(LOCAL_STORAGE_KEYS.primaryOfferId);
  } catch {
    // Storage may be unavailable (privacy modes); the screen works without it.
  }
}

export function PromotionalOffersScreen(props: PromotionalOffersScreenProps) {
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const tm = useMessageTranslator();
  const queryClient = useQueryClient();
  const [managerCenter, setManagerCenter] = useState('');
  const [centerError, setCenterError] = useState<string | null>(null);
  const centerId = props.kind === 'center' ? props.centerId : managerCenter ? Number(managerCenter) : null;

  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<OfferSort>(DEFAULT_OFFER_SORT);
  const [page, setPage] = useState(1);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Offer | null>(null);
  const [deactivating, setDeactivating] = useState<Offer | null>(null);

  // Search, sort and pages run on the server: a center's offers are never loaded all at once.
  const pageParams = { search, sort, page };
  // The manager's offers load only once a center is chosen.
  const offersQuery = useCenterOffers(centerId, pageParams);

  const rows = useMemo(() => offersQuery.data?.offers ?? [], [offersQuery.data]);
  const primaryId = offersQuery.data?.primaryId ?? null;
  const primaryOffer = useMemo(
    () =>
      primaryId === null
        ? null
        : (findPrimaryOffer(rows.filter((o) => o.offersvcntid === primaryId)) ?? {
            offersvcntid: primaryId,
            offercode: '',
          }),
    [rows, primaryId],
  );
  useEffect(() => {
    if (offersQuery.data) storePrimaryOfferId(primaryId);
  }, [offersQuery.data, primaryId]);

  const totalPages = Math.ceil((offersQuery.data?.total ?? 0) / OFFERS_TABLE_PAGE_SIZE);
  const currentPage = Math.min(page, Math.max(1, totalPages));
  useEffect(() => {
    // Offers that left the list (deactivated elsewhere, a narrower search) can empty the last page.
    if (totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  const showingRows = centerId !== null && !offersQuery.isPending && !offersQuery.isError && rows.length > 0;

  const onSort = (key: OfferSortKey) => {
    setSort((current) => nextSort(current, key));
    setPage(1);
  };

  const openAdd = () => {
    if (props.kind === 'manager' && !managerCenter) {
      setCenterError(VALIDATION_MESSAGES.selectServiceCenterRequired);
      return;
    }
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (offer: Offer) => {
    setEditing(offer);
    setFormOpen(true);
  };
  const reload = () => queryClient.invalidateQueries({ queryKey: ['offers'] });

  const formVariant: OfferFormVariant =
    props.kind === 'center'
      ? { kind: 'center', centerId: props.centerId, centerName: props.centerName }
      : { kind: 'manager', centers: props.centers, centerId };

  const centerLabel =
    props.kind === 'center'
      ? props.centerName
      : props.centers.find((c) => String(c.servicecenterid) === managerCenter)?.servicecentername;

  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <PageTitle>{tc('ui.promotionalOffers')}</PageTitle>
          <p className="text-sm text-slate-600">
            {centerLabel ? t('screen.introFor', { name: centerLabel }) : t('screen.intro')}
          </p>
        </div>
        <Button onClick={openAdd} className="w-full sm:w-auto">
          <Plus className="size-5" aria-hidden />
          {tc('ui.addOffers')}
        </Button>
      </div>

      <div className="flex flex-col gap-3 md:flex-row md:items-start">
        {props.kind === 'manager' && (
          <FormField
            label={t('screen.serviceCenter')}
            required
            error={centerError ?? undefined}
            className="md:w-80"
          >
            <Select
              value={managerCenter}
              onChange={(e) => {
                setManagerCenter(e.target.value);
                setCenterError(e.target.value ? null : VALIDATION_MESSAGES.selectServiceCenterRequired);
                setPage(1);
              }}
              onBlur={(e) => {
                if (!e.target.value) setCenterError(VALIDATION_MESSAGES.selectServiceCenterRequired);
              }}
              disabled={props.centersLoading}
              placeholder={props.centersLoading ? tc('ui.loading') : t('screen.selectCenterName')}
              options={props.centers.map((c) => ({
                value: String(c.servicecenterid),
                label: c.servicecentername,
              }))}
            />
          </FormField>
        )}
        <div className={props.kind === 'manager' ? 'flex flex-1 flex-col gap-1.5 md:pt-7' : 'flex-1'}>
          <label htmlFor="offer-search" className="sr-only">
            {tc('ui.searchOfferCode')}
          </label>
          <div className="relative md:max-w-sm">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <Input
              id="offer-search"
              type="search"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              placeholder={tc('ui.searchOfferCode')}
              className="pl-9"
            />
          </div>
        </div>
      </div>
      {props.kind === 'manager' && props.centersError && (
        <p className="text-sm text-red-700">{tm(ERROR_MESSAGES.unexpected)}</p>
      )}

      {/* The table kit draws its own frame: the card frames only the states without rows. */}
      <div
        className={cn(
          !showingRows && 'overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm',
        )}
      >
        {centerId === null ? (
          <EmptyState text={t('screen.selectCenter')} />
        ) : offersQuery.isPending ? (
          <div className="flex items-center justify-center gap-2 py-14 text-slate-600" role="status">
            <Spinner size="sm" label={null} />
            {tc('ui.loading')}
          </div>
        ) : offersQuery.isError ? (
          <p role="alert" className="py-14 text-center font-medium text-red-700">
            {tm(ERROR_MESSAGES.failedToLoadOffers)}
          </p>
        ) : rows.length === 0 ? (
          <EmptyState text={tc('ui.noOffersFound')} />
        ) : (
          <>
            <OffersTable
              offers={rows}
              sort={sort}
              onSort={onSort}
              onEdit={openEdit}
              onDeactivate={setDeactivating}
              page={currentPage}
              pageCount={totalPages}
              onPage={setPage}
            />
            <p className="px-1 pt-2 text-center text-sm text-slate-500 sm:text-left">
              {t('screen.count', { count: offersQuery.data?.total ?? 0 })}
            </p>
          </>
        )}
      </div>

      <OfferFormDialog
        open={formOpen}
        onOpenChange={(open) => {
          setFormOpen(open);
          if (!open) setEditing(null);
        }}
        variant={formVariant}
        offer={editing}
        primaryOffer={primaryOffer}
        onSaved={() => void reload()}
      />
      <DeactivateOfferDialog
        offer={deactivating}
        onOpenChange={(open) => !open && setDeactivating(null)}
        onSaved={() => void reload()}
      />
    </section>
  );
}

function EmptyState({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-14 text-center text-slate-600">
      <TicketPercent className="size-8 text-slate-300" aria-hidden />
      <p className="font-medium">{text}</p>
    </div>
  );
}
