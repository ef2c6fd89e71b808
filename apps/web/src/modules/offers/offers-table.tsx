import { Pencil, Star, Trash2 } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_OFFER, UI_TEXTS, type Offer } from '@fixo/shared';

import { DataTable, type ColumnDef } from '@/components/data-table';
import { Badge, Button } from '@/components/ui';
import { cn } from '@/lib/cn';

import { offerDiscountChoice } from './offer-form-values';
import { OFFER_COLUMNS, amountLabel, formatOfferDate, type OfferSort, type OfferSortKey } from './offer-list';
import { NAMESPACE } from './offers.texts';

type T = TFunction;
/** The offers namespace and `common` (the spec's own words). */
function useTexts() {
  return { t: useTranslation(NAMESPACE).t, tc: useTranslation('common').t };
}

export interface OffersTableProps {
  offers: Offer[];
  sort: OfferSort;
  onSort: (key: OfferSortKey) => void;
  onEdit: (offer: Offer) => void;
  onDeactivate: (offer: Offer) => void;
  /** Server pages (1-based) and how many there are. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Two-word titles may take two lines, so the ten columns fit a laptop screen without scrolling sideways. */
const WRAP = 'whitespace-normal';

const dash = (text: string | null | undefined) => (text && text.trim() ? text : UI_TEXTS.dash);

/**
 * Discount (%): a preset's percentage ('10%'), or the dropdown's own 'Custom Offer' label. A custom offer stores
 * its amount text in discountofferedpercentage (spec), which shown bare would read as a '300%' discount.
 */
function discountText(t: T, offer: Offer): string {
  const choice = offerDiscountChoice(offer);
  return choice === CUSTOM_OFFER ? t('customOfferOption') : choice;
}

function StatusBadge({ active }: { active: boolean }) {
  const { tc } = useTexts();
  return (
    <Badge variant={active ? 'success' : 'danger'}>
      <span aria-hidden className={cn('size-1.5 rounded-full', active ? 'bg-green-600' : 'bg-red-600')} />
      {active ? tc('ui.active') : tc('ui.inactive')}
    </Badge>
  );
}

function PrimaryMark() {
  const { t } = useTexts();
  return (
    <span title={t('primary')} className="inline-flex items-center text-amber-500">
      <Star className="size-4 fill-current" aria-hidden />
      <span className="sr-only">{t('primary')}</span>
    </span>
  );
}

/**
 * An offer's actions: Edit, and Deactivate while it is active. Icon buttons named for the offer in the table;
 * full-width buttons with their words on the phone card.
 */
function OfferActions({
  offer,
  onEdit,
  onDeactivate,
  card = false,
}: Pick<OffersTableProps, 'onEdit' | 'onDeactivate'> & { offer: Offer; card?: boolean }) {
  const { t } = useTexts();
  const code = offer.offercode;
  const action = (Icon: typeof Pencil, text: string, name: string, onClick: () => void, danger = false) =>
    card ? (
      <Button
        variant="outline"
        size="sm"
        className={cn('h-10 flex-1', danger && 'border-red-200 text-red-700 hover:bg-red-50')}
        onClick={onClick}
      >
        <Icon className="size-4" aria-hidden />
        {text}
        <span className="sr-only">{t('offerSr', { code })}</span>
      </Button>
    ) : (
      <Button
        variant="ghost"
        size="icon"
        className={cn(danger && 'text-red-600 hover:bg-red-50 hover:text-red-700')}
        aria-label={name}
        onClick={onClick}
      >
        <Icon className="size-4.5" aria-hidden />
      </Button>
    );
  return (
    <div className={card ? 'mt-3 flex gap-2' : 'flex items-center justify-end gap-1'}>
      {action(Pencil, t('edit'), t('editOffer', { code }), () => onEdit(offer))}
      {offer.isactive &&
        action(Trash2, t('deactivate'), t('deactivateOffer', { code }), () => onDeactivate(offer), true)}
    </div>
  );
}

/** A sortable column of OFFER_COLUMNS: its title (and phone label) from there, its cell from `cell`. */
function offerColumn(
  t: T,
  key: OfferSortKey,
  cell: (offer: Offer) => ReactNode,
  className?: string,
): ColumnDef<Offer> {
  const label = t(`columns.${key}`, { defaultValue: OFFER_COLUMNS.find((c) => c.key === key)!.label });
  return {
    id: key,
    accessorKey: key,
    header: label,
    meta: { label, className, headerClassName: WRAP },
    cell: ({ row }) => cell(row.original),
  };
}

/** The table's columns (spec section 2 'Promotional Offers'); actions get the screen's handlers. */
function offerColumns(t: T, { onEdit, onDeactivate }: Pick<OffersTableProps, 'onEdit' | 'onDeactivate'>) {
  const date = (key: 'startdate' | 'enddate' | 'validtill') =>
    offerColumn(t, key, (offer) => <DateCell value={offer[key]} />, 'whitespace-nowrap');
  const columns: ColumnDef<Offer>[] = [
    offerColumn(
      t,
      'offercode',
      (offer) => (
        <span className="inline-flex items-center gap-1.5">
          {offer.offercode}
          {offer.isprimaryoffer && <PrimaryMark />}
        </span>
      ),
      'font-mono font-semibold whitespace-nowrap text-slate-900',
    ),
    offerColumn(t, 'offer', (offer) => dash(offer.offer), 'max-w-48 text-slate-700'),
    offerColumn(t, 'discountofferedpercentage', (offer) => discountText(t, offer), 'whitespace-nowrap'),
    offerColumn(
      t,
      'discountofferedamount',
      (offer) => amountLabel(offer.discountofferedamount),
      'whitespace-nowrap',
    ),
    date('startdate'),
    date('enddate'),
    date('validtill'),
    offerColumn(t, 'offerremarks', (offer) => dash(offer.offerremarks), 'max-w-48 text-slate-700'),
    offerColumn(t, 'isactive', (offer) => <StatusBadge active={offer.isactive} />),
    {
      id: 'actions',
      header: () => <span className="block text-right">{t('actions')}</span>,
      enableSorting: false,
      meta: { label: t('actions'), className: 'py-1' },
      cell: ({ row }) => <OfferActions offer={row.original} onEdit={onEdit} onDeactivate={onDeactivate} />,
    },
  ];
  return columns;
}

/**
 * The offers on the DataTable kit: a table from the md breakpoint, one card per offer below it (with the
 * kit's sort picker). Sort and pages run on the server; a new column sorts ascending first (offer-list's
 * nextSort), and the screen goes back to page 1.
 */
export function OffersTable(props: OffersTableProps) {
  const { offers, sort, onSort, onEdit, onDeactivate } = props;
  const { t } = useTexts();
  const columns = useMemo(() => offerColumns(t, { onEdit, onDeactivate }), [t, onEdit, onDeactivate]);
  return (
    <DataTable
      label={t('table')}
      columns={columns}
      data={offers}
      getRowId={(offer) => String(offer.offersvcntid)}
      sort={{ sort: sort.key, dir: sort.direction }}
      onSortChange={(next) => onSort((next.sort ?? sort.key) as OfferSortKey)}
      page={props.page}
      pageCount={props.pageCount}
      onPageChange={props.onPage}
      renderCard={(row) => <OfferCard offer={row.original} onEdit={onEdit} onDeactivate={onDeactivate} />}
    />
  );
}

/** Phone card: code, status, every field labelled, and the two actions as full buttons. */
function OfferCard({
  offer,
  onEdit,
  onDeactivate,
}: Pick<OffersTableProps, 'onEdit' | 'onDeactivate'> & { offer: Offer }) {
  const { t } = useTexts();
  const discount = discountText(t, offer);
  const isPreset = offerDiscountChoice(offer) !== CUSTOM_OFFER;
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 font-mono text-base font-bold break-all text-slate-900">
            {offer.offercode}
            {offer.isprimaryoffer && <PrimaryMark />}
          </p>
          {isPreset && (
            <p className="mt-0.5 text-sm text-slate-700">
              {discount} {t('presetLabel')}
            </p>
          )}
        </div>
        <StatusBadge active={offer.isactive} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Detail label={t('columns.offer')} value={dash(offer.offer)} wide />
        <Detail label={t('columns.discountofferedpercentage')} value={discount} />
        <Detail label={t('columns.discountofferedamount')} value={amountLabel(offer.discountofferedamount)} />
        <Detail label={t('columns.startdate')} value={dash(formatOfferDate(offer.startdate))} />
        <Detail label={t('columns.enddate')} value={dash(formatOfferDate(offer.enddate))} />
        <Detail label={t('columns.validtill')} value={dash(formatOfferDate(offer.validtill))} />
        <Detail label={t('columns.offerremarks')} value={dash(offer.offerremarks)} wide />
      </dl>
      <OfferActions offer={offer} onEdit={onEdit} onDeactivate={onDeactivate} card />
    </>
  );
}

/** Date over time, so the wide table fits a laptop screen without scrolling sideways. */
function DateCell({ value }: { value: string | null }) {
  const text = formatOfferDate(value);
  if (!text) return <>{UI_TEXTS.dash}</>;
  const [day, time] = text.split(' ');
  return (
    <span className="flex flex-col leading-tight">
      <span>{day}</span>
      <span className="text-xs text-slate-500">{time}</span>
    </span>
  );
}

function Detail({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={cn('min-w-0', wide && 'col-span-2')}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </div>
  );
}
