import { Car, Check, UserPlus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopCustomerProfile } from '@fixo/shared';

import { useMessageTranslator } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { SimpleDialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useShopCustomer, useShopCustomers, ShopCustomerForm } from '@/modules/shop-customers';
import { SearchBox } from '@/modules/suite';

import { NAMESPACE } from './job-cards.texts';

export interface PickedVehicle {
  shopcustomerid: number;
  shopvehicleid: number;
}

/**
 * Customer and vehicle from the masters: search by name, mobile or registration as you type, pick the
 * customer, then the vehicle. 'New customer' adds one to the masters on the spot and picks it.
 */
export function CustomerVehiclePicker({
  value,
  onChange,
  error,
  locked,
}: {
  value: PickedVehicle;
  onChange: (next: PickedVehicle) => void;
  error?: string;
  /** An existing job card keeps its customer and vehicle. */
  locked?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const tm = useMessageTranslator();
  const [q, setQ] = useState('');
  const [adding, setAdding] = useState(false);
  const results = useShopCustomers({ SEARCH: q, PAGESIZE: 6, SORT: 'lastvisit', ORDER: 'desc' });
  const picked = useShopCustomer(value.shopcustomerid);
  const customer = picked.data;
  const onlyVehicle = customer?.vehicles.length === 1 ? customer.vehicles[0]!.shopvehicleid : 0;
  useEffect(() => {
    // A customer with one vehicle: nothing to choose.
    if (!locked && onlyVehicle > 0 && value.shopvehicleid === 0)
      onChange({ ...value, shopvehicleid: onlyVehicle });
  }, [locked, onlyVehicle, value, onChange]);

  const pickCustomer = (
    profile: ShopCustomerProfile | { shopcustomerid: number },
    vehicles?: ShopCustomerProfile['vehicles'],
  ) =>
    onChange({
      shopcustomerid: profile.shopcustomerid,
      // One vehicle: nothing to choose.
      shopvehicleid: vehicles && vehicles.length === 1 ? vehicles[0]!.shopvehicleid : 0,
    });

  if (value.shopcustomerid > 0) {
    return (
      <div className="flex flex-col gap-3">
        <div className="flex items-start justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50/50 p-4">
          <div>
            <p className="text-lg font-bold text-slate-900">{customer?.customername ?? t('loading')}</p>
            {customer && <p className="text-slate-600">+91 {customer.mobilenO1}</p>}
          </div>
          {!locked && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onChange({ shopcustomerid: 0, shopvehicleid: 0 })}
            >
              <X className="size-4" aria-hidden /> {t('change')}
            </Button>
          )}
        </div>
        {customer && (
          <div role="radiogroup" aria-label={t('vehicle')} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {customer.vehicles.map((v) => {
              const on = v.shopvehicleid === value.shopvehicleid;
              return (
                <button
                  key={v.shopvehicleid}
                  type="button"
                  role="radio"
                  aria-checked={on}
                  disabled={locked && !on}
                  onClick={() => onChange({ ...value, shopvehicleid: v.shopvehicleid })}
                  className={cn(
                    'flex min-h-14 items-center gap-3 rounded-xl border bg-white px-4 py-2 text-left',
                    on ? 'border-brand-600 ring-2 ring-brand-600/30' : 'border-slate-300 hover:bg-slate-50',
                  )}
                >
                  <Car className="size-5 shrink-0 text-slate-500" aria-hidden />
                  <span className="min-w-0 flex-1">
                    <span className="block font-mono font-bold tracking-wide">{v.vehregistrationno}</span>
                    <span className="block truncate text-sm text-slate-600">
                      {[
                        v.vehiclemaker,
                        v.vehiclemake === 'Other' ? v.others : v.vehiclemake,
                        v.vehiclemodel,
                        v.vehiclefuel,
                      ]
                        .filter(Boolean)
                        .join(' ')}
                    </span>
                  </span>
                  {on && <Check className="size-5 text-brand-700" aria-hidden />}
                </button>
              );
            })}
          </div>
        )}
        {error && <p className="text-sm font-medium text-red-700">{tm(error)}</p>}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="flex-1">
          <SearchBox value={q} onSearch={setQ} label={t('findCustomer')} placeholder={t('findPlaceholder')} />
        </div>
        <Button type="button" variant="outline" onClick={() => setAdding(true)}>
          <UserPlus className="size-4" aria-hidden /> {t('newCustomer')}
        </Button>
      </div>
      <ul aria-label={t('matchingCustomers')} className="flex flex-col gap-2">
        {results.data?.items.map((c) => (
          <li key={c.shopcustomerid}>
            <button
              type="button"
              onClick={() => pickCustomer(c)}
              className="flex min-h-14 w-full items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-2 text-left hover:border-brand-400 hover:bg-brand-50/40"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{c.customername}</span>
                <span className="block text-sm text-slate-600">+91 {c.mobilenO1}</span>
              </span>
              <span className="truncate font-mono text-sm text-slate-700">
                {c.vehregistrationnos.split(',').filter(Boolean).join(' · ')}
              </span>
            </button>
          </li>
        ))}
        {results.data && results.data.items.length === 0 && (
          <li className="rounded-xl border border-dashed border-slate-300 p-4 text-center text-slate-600">
            {q ? t('noCustomerFor', { q }) : t('noCustomersYet')}{' '}
            <button
              type="button"
              className="font-semibold text-brand-700 underline"
              onClick={() => setAdding(true)}
            >
              {t('addNewCustomer')}
            </button>
          </li>
        )}
      </ul>
      {error && <p className="text-sm font-medium text-red-700">{tm(error)}</p>}
      <SimpleDialog open={adding} onOpenChange={setAdding} title={t('newCustomer')} className="max-w-2xl">
        <ShopCustomerForm
          onSaved={(saved) => {
            setAdding(false);
            pickCustomer(saved, saved.vehicles);
          }}
          onCancel={() => setAdding(false)}
        />
      </SimpleDialog>
    </div>
  );
}
