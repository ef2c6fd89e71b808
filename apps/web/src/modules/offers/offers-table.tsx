import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronLeft,
  ChevronRight,
  Pencil,
  Star,
  Trash2,
} from 'lucide-react';
import { DISCOUNT_PRESET_LABEL, UI_TEXTS, type Offer } from '@fixo/shared';

import { Badge, Button, Select } from '@/components/ui';
import { cn } from '@/lib/cn';
import { pageList } from '@/lib/page-list';

import {
  OFFER_COLUMNS,
  amountLabel,
  discountLabel,
  formatOfferDate,
  type OfferSort,
  type OfferSortKey,
} from './offer-list';

export interface OffersTableProps {
  offers: Offer[];
  sort: OfferSort;
  onSort: (key: OfferSortKey) => void;
  onEdit: (offer: Offer) => void;
  onDeactivate: (offer: Offer) => void;
}

const dash = (text: string | null | undefined) => (text && text.trim() ? text : UI_TEXTS.dash);

function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge variant={active ? 'success' : 'danger'}>
      <span aria-hidden className={cn('size-1.5 rounded-full', active ? 'bg-green-600' : 'bg-red-600')} />
      {active ? UI_TEXTS.active : UI_TEXTS.inactive}
    </Badge>
  );
}

function PrimaryMark() {
  return (
    <span title="Primary offer" className="inline-flex items-center text-amber-500">
      <Star className="size-4 fill-current" aria-hidden />
      <span className="sr-only">Primary offer</span>
    </span>
  );
}

function RowActions({
  offer,
  onEdit,
  onDeactivate,
}: Pick<OffersTableProps, 'onEdit' | 'onDeactivate'> & { offer: Offer }) {
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Edit offer ${offer.offercode}`}
        onClick={() => onEdit(offer)}
      >
        <Pencil className="size-4.5" aria-hidden />
      </Button>
      {offer.isactive && (
        <Button
          variant="ghost"
          size="icon"
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          aria-label={`Deactivate offer ${offer.offercode}`}
          onClick={() => onDeactivate(offer)}
        >
          <Trash2 className="size-4.5" aria-hidden />
        </Button>
      )}
    </div>
  );
}

function SortIcon({ active, direction }: { active: boolean; direction: OfferSort['direction'] }) {
  if (!active) return <ArrowUpDown className="size-3.5 text-slate-400" aria-hidden />;
  return direction === 'asc' ? (
    <ArrowUp className="size-3.5 text-brand-700" aria-hidden />
  ) : (
    <ArrowDown className="size-3.5 text-brand-700" aria-hidden />
  );
}

/** Wide screens: a real table. Phones: one card per offer (see OfferCards). */
export function OffersTable({ offers, sort, onSort, onEdit, onDeactivate }: OffersTableProps) {
  return (
    <div className="hidden overflow-x-auto lg:block">
      <table className="w-full border-collapse text-left text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {OFFER_COLUMNS.map((column) => {
              const active = sort.key === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                  className="border-b border-slate-200 px-2.5 py-2 align-bottom font-semibold"
                >
                  <button
                    type="button"
                    onClick={() => onSort(column.key)}
                    className="inline-flex min-h-9 cursor-pointer items-center gap-1 rounded text-left uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {column.label}
                    <SortIcon active={active} direction={sort.direction} />
                  </button>
                </th>
              );
            })}
            <th scope="col" className="border-b border-slate-200 px-3 py-2 text-right font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr
              key={offer.offersvcntid}
              className="border-b border-slate-100 last:border-0 hover:bg-slate-50/70"
            >
              <td className="px-2.5 py-2.5 font-mono font-semibold whitespace-nowrap text-slate-900">
                <span className="inline-flex items-center gap-1.5">
                  {offer.offercode}
                  {offer.isprimaryoffer && <PrimaryMark />}
                </span>
              </td>
              <td className="max-w-56 px-2.5 py-2.5 text-slate-700">{dash(offer.offer)}</td>
              <td className="px-2.5 py-2.5 whitespace-nowrap">{discountLabel(offer)}</td>
              <td className="px-2.5 py-2.5 whitespace-nowrap">{amountLabel(offer.discountofferedamount)}</td>
              <td className="px-2.5 py-2.5 whitespace-nowrap">
                <DateCell value={offer.startdate} />
              </td>
              <td className="px-2.5 py-2.5 whitespace-nowrap">
                <DateCell value={offer.enddate} />
              </td>
              <td className="px-2.5 py-2.5 whitespace-nowrap">
                <DateCell value={offer.validtill} />
              </td>
              <td className="max-w-56 px-2.5 py-2.5 text-slate-700">{dash(offer.offerremarks)}</td>
              <td className="px-2.5 py-2.5">
                <StatusBadge active={offer.isactive} />
              </td>
              <td className="px-2 py-1">
                <RowActions offer={offer} onEdit={onEdit} onDeactivate={onDeactivate} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phone layout: readable cards with a sort picker instead of column headers. */
export function OfferCards({ offers, sort, onSort, onEdit, onDeactivate }: OffersTableProps) {
  return (
    <div className="lg:hidden">
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
        <label htmlFor="offer-sort-mobile" className="text-sm font-medium whitespace-nowrap text-slate-600">
          Sort by
        </label>
        <Select
          id="offer-sort-mobile"
          value={sort.key}
          onChange={(e) => onSort(e.target.value as OfferSortKey)}
          options={OFFER_COLUMNS.map((c) => ({ value: c.key, label: c.label }))}
        />
        <Button
          variant="outline"
          size="icon"
          aria-label={
            sort.direction === 'asc'
              ? 'Sorted ascending, switch to descending'
              : 'Sorted descending, switch to ascending'
          }
          onClick={() => onSort(sort.key)}
        >
          <SortIcon active direction={sort.direction} />
        </Button>
      </div>
      <ul className="grid divide-y divide-slate-100 md:grid-cols-2 md:gap-px md:divide-y-0 md:bg-slate-100">
        {offers.map((offer) => (
          <li key={offer.offersvcntid} className="bg-white px-4 py-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="flex items-center gap-1.5 font-mono text-base font-bold break-all text-slate-900">
                  {offer.offercode}
                  {offer.isprimaryoffer && <PrimaryMark />}
                </p>
                {!offer.offer.trim() && (
                  <p className="mt-0.5 text-sm text-slate-700">
                    {discountLabel(offer)} {DISCOUNT_PRESET_LABEL}
                  </p>
                )}
              </div>
              <StatusBadge active={offer.isactive} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <Detail label="Custom Offer" value={dash(offer.offer)} wide />
              <Detail label="Discount (%)" value={discountLabel(offer)} />
              <Detail label="Discount Amount" value={amountLabel(offer.discountofferedamount)} />
              <Detail label="Start Date" value={dash(formatOfferDate(offer.startdate))} />
              <Detail label="End Date" value={dash(formatOfferDate(offer.enddate))} />
              <Detail label="Validity" value={dash(formatOfferDate(offer.validtill))} />
              <Detail label="Offer Remarks" value={dash(offer.offerremarks)} wide />
            </dl>
            <div className="mt-3 flex gap-2">
              <Button variant="outline" size="sm" className="h-10 flex-1" onClick={() => onEdit(offer)}>
                <Pencil className="size-4" aria-hidden />
                Edit<span className="sr-only"> offer {offer.offercode}</span>
              </Button>
              {offer.isactive && (
                <Button
                  variant="outline"
                  size="sm"
                  className="h-10 flex-1 border-red-200 text-red-700 hover:bg-red-50"
                  onClick={() => onDeactivate(offer)}
                >
                  <Trash2 className="size-4" aria-hidden />
                  Deactivate<span className="sr-only"> offer {offer.offercode}</span>
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
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

export function OffersPagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 0) return null;
  return (
    <nav aria-label="Offers pages" className="flex items-center justify-center gap-1 px-2 py-3">
      <Button
        variant="ghost"
        size="sm"
        className="h-10"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label="Previous page"
      >
        <ChevronLeft className="size-4" aria-hidden />
        <span className="hidden sm:inline">Previous</span>
      </Button>
      {pageList(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            variant={item === page ? 'primary' : 'ghost'}
            size="sm"
            className="h-10 min-w-10"
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => onPage(item)}
          >
            {item}
          </Button>
        ) : (
          <span key={item} aria-hidden className="px-1 text-slate-400">
            …
          </span>
        ),
      )}
      <Button
        variant="ghost"
        size="sm"
        className="h-10"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        aria-label="Next page"
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}
