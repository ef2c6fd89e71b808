import { MapPin, Pencil, Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, Input } from '@/components/ui';
import { cn } from '@/lib/cn';

import { directionsHref, type RequestView } from './center-requests-api';
import { NAMESPACE } from './center-requests.texts';
import type { BoardMode } from './use-request-board';

function hasCoordinates(coordinates: string): boolean {
  return coordinates.trim() !== '' && coordinates.replace(/\s/g, '') !== '0,0';
}

/** The customer's place; with coordinates, a link to directions in Google Maps. */
export function LocationLink({ row, className }: { row: RequestView; className?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const text = row.location || '-';
  if (!hasCoordinates(row.coordinates)) return <span className={className}>{text}</span>;
  return (
    <a
      href={directionsHref(row.coordinates)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('text-brand-700 underline-offset-2 hover:underline', className)}
      aria-label={t('table.directions', { place: text })}
    >
      <MapPin className="mr-1 inline size-4 align-text-bottom" aria-hidden />
      {text}
    </a>
  );
}

/** The customer's mobile as a tel: link (the table's cell). */
export function MobileLink({ row }: { row: RequestView }) {
  return (
    <a href={`tel:${row.mobile}`} className="whitespace-nowrap text-brand-700 hover:underline">
      {row.mobile}
    </a>
  );
}

/** The phone card's big Call button. */
export function CallButton({ row }: { row: RequestView }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Button asChild variant="outline" size="lg" className="px-3">
      <a href={`tel:${row.mobile}`} aria-label={t('table.callNumber', { mobile: row.mobile })}>
        <Phone className="size-5" aria-hidden />
        {t('table.call')}
      </a>
    </Button>
  );
}

/** The SR remark: the saved one, or the one typed for the next action; the pencil opens a field. */
export function RemarkCell({
  row,
  value,
  onChange,
  mode,
}: {
  row: RequestView;
  value: string | undefined;
  onChange: (text: string) => void;
  mode: BoardMode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [editing, setEditing] = useState(false);
  const shown = value !== undefined && value.trim() !== '' ? value : row.remarks;
  if (editing) {
    return (
      <Input
        autoFocus
        aria-label={t('table.remarkFor', { ref: row.refNo })}
        value={value ?? ''}
        maxLength={500}
        placeholder={t(mode === 'action' ? 'table.remarkHintAction' : 'table.remarkHintClose')}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => setEditing(false)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === 'Escape') setEditing(false);
        }}
        className="h-10 min-w-40 text-sm"
      />
    );
  }
  return (
    <span className="relative z-10 inline-flex items-center gap-1">
      <span className={cn('text-sm', value?.trim() ? 'font-medium text-slate-900' : 'text-slate-500')}>
        {shown || '-'}
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={t('table.editRemark', { ref: row.refNo })}
        onClick={() => setEditing(true)}
      >
        <Pencil className="size-4" aria-hidden />
      </Button>
    </span>
  );
}
