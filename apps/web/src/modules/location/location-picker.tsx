import { LocateFixed, MapPin, Search } from 'lucide-react';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PIN_CODE_REGEX } from '@fixo/shared';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMessageTranslator } from '@/lib/i18n';

import { NAMESPACE } from './location.texts';

import type { LocatedPlace, LocationLookup } from './use-location-lookup';

export interface LocationPickerProps {
  lookup: LocationLookup;
  postalCode: string;
  onPostalCodeChange: (value: string) => void;
  onPostalCodeBlur?: () => void;
  pinRef?: Ref<HTMLInputElement>;
  pinError?: string;
  /** Called with the place found by either way. */
  onPlace: (place: LocatedPlace) => void;
  disabled?: boolean;
}

/** 'Use my current location' or a PIN code, both turned into a place by the server's PIN index. */
export function LocationPicker({
  lookup,
  postalCode,
  onPostalCodeChange,
  onPostalCodeBlur,
  pinRef,
  pinError,
  onPlace,
  disabled,
}: LocationPickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const tm = useMessageTranslator();
  const pinId = useId();
  const statusId = `${pinId}-status`;
  const errorId = `${pinId}-error`;

  async function locate() {
    const found = await lookup.locateMe();
    if (found) onPlace(found);
  }

  async function findPin(pin: string) {
    if (!PIN_CODE_REGEX.test(pin)) return;
    const found = await lookup.lookupPin(pin);
    if (found) onPlace(found);
  }

  const message = pinError ?? lookup.error;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50/50 p-4">
      <Button
        type="button"
        variant="outline"
        className="w-full bg-white sm:w-auto sm:self-start"
        onClick={() => void locate()}
        loading={lookup.status === 'locating'}
        loadingText={t('finding')}
        disabled={disabled || lookup.busy}
      >
        <LocateFixed className="size-5" aria-hidden />
        {t('useLocation')}
      </Button>
      <div className="flex items-center gap-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        {t('orPin')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={pinId}>{t('pinCode')}</Label>
        <div className="flex gap-2">
          <Input
            id={pinId}
            ref={pinRef}
            value={postalCode}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder="560034"
            disabled={disabled}
            aria-invalid={message ? true : undefined}
            aria-describedby={
              [message ? errorId : '', lookup.place ? statusId : ''].join(' ').trim() || undefined
            }
            onChange={(e) => {
              const pin = e.target.value.replace(/\D/g, '').slice(0, 6);
              onPostalCodeChange(pin);
              // Six digits is a whole PIN: look it up without another tap.
              if (pin.length === 6) void findPin(pin);
            }}
            onBlur={onPostalCodeBlur}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void findPin(postalCode);
              }
            }}
          />
          <Button
            type="button"
            variant="secondary"
            onClick={() => void findPin(postalCode)}
            disabled={disabled || lookup.busy || !PIN_CODE_REGEX.test(postalCode)}
            loading={lookup.status === 'looking-up'}
            aria-label={t('lookUp')}
          >
            <Search className="size-5" aria-hidden />
            <span className="hidden sm:inline">{t('find')}</span>
          </Button>
        </div>
        {message && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {tm(message)}
          </p>
        )}
        {!message && lookup.place && (
          <p id={statusId} role="status" className="flex items-center gap-1.5 text-sm text-green-800">
            <MapPin className="size-4 shrink-0" aria-hidden />
            {[lookup.place.locality, lookup.place.city, lookup.place.state].filter(Boolean).join(', ')}{' '}
            {lookup.place.postalcode}
          </p>
        )}
      </div>
    </div>
  );
}
