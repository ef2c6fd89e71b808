import { CircleCheck, Copy, Phone, Share2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { toast } from '@/lib/toast';
import { SR_PREFIXES, stripPrefix } from '@fixo/shared';

import { Alert, Button, buttonClasses, Input } from '@/components/ui';
import { useLanguage } from '@/lib/i18n';

import { formatRequestDate } from './format';
import type { CreatedServiceRequest } from './service-request-api';

/** Absolute URL of the private tracking page of a request. */
export function trackingUrl(
  request: Pick<CreatedServiceRequest, 'srTRACKINGTOKEN' | 'srTRACKINGURL'>,
): string | null {
  const path = request.srTRACKINGURL || (request.srTRACKINGTOKEN ? `/track/${request.srTRACKINGTOKEN}` : '');
  return path ? new URL(path, window.location.origin).toString() : null;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 border-b border-slate-100 py-2.5 last:border-b-0">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-sm font-semibold break-words text-slate-900">{children || t('ui.notAvailable')}</dd>
    </div>
  );
}

/** A WhatsApp message carrying the tracking link (for browsers without the Web Share API). */
export function whatsAppShareUrl(bookingRef: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(shareText(bookingRef, url))}`;
}

function shareText(bookingRef: string, url: string): string {
  return `Fixo service request ${bookingRef}: follow its status at ${url}`;
}

function ShareButton({ bookingRef, url }: { bookingRef: string; url: string }) {
  const { t } = useTranslation('serviceRequests');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  if (!canShare) {
    return (
      <a
        href={whatsAppShareUrl(bookingRef, url)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('outline', 'md')}
      >
        <Share2 className="size-4" aria-hidden />
        {t('confirmation.share')}
      </a>
    );
  }
  async function share() {
    try {
      await navigator.share({ title: `Fixo request ${bookingRef}`, text: shareText(bookingRef, url), url });
    } catch {
      // Closing the share sheet rejects too: nothing to report.
    }
  }
  return (
    <Button type="button" variant="outline" onClick={() => void share()}>
      <Share2 className="size-4" aria-hidden />
      {t('confirmation.share')}
    </Button>
  );
}

function TrackingLink({ url, bookingRef }: { url: string; bookingRef: string }) {
  const { t } = useTranslation('serviceRequests');
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(t('confirmation.linkCopied'));
    } catch {
      // Clipboard access can be refused: select the text so a long-press copies it.
      const field = document.getElementById('tracking-link') as HTMLInputElement | null;
      field?.select();
    }
  }
  return (
    <section
      aria-labelledby="tracking-heading"
      className="rounded-2xl border-2 border-brand-200 bg-brand-50 p-4 sm:p-6"
    >
      <h2 id="tracking-heading" className="text-lg font-bold text-slate-900">
        {t('confirmation.trackingTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('confirmation.trackingText')}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Input
          id="tracking-link"
          readOnly
          value={url}
          aria-label={t('confirmation.trackingLink')}
          onFocus={(e) => e.target.select()}
        />
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex">
        <Button type="button" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden />
          {copied ? t('confirmation.copied') : t('confirmation.copyLink')}
        </Button>
        <ShareButton bookingRef={bookingRef} url={url} />
      </div>
      <a
        href={url}
        className="mt-3 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4"
      >
        {t('confirmation.openTracking')}
      </a>
    </section>
  );
}

export default function ServiceRequestConfirmationPage() {
  const location = useLocation();
  const request = (location.state as { serviceRequest?: CreatedServiceRequest } | null)?.serviceRequest;
  const { t } = useTranslation(['serviceRequests', 'common']);
  const language = useLanguage();

  if (!request) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-10">
        <h1 className="text-2xl font-extrabold text-slate-900">{t('confirmation.nothingTitle')}</h1>
        <p className="text-slate-700">{t('confirmation.nothingText')}</p>
        <Button asChild size="lg" className="self-start">
          <Link to="/dashboard-customer">{t('confirmation.goToDashboard')}</Link>
        </Button>
      </div>
    );
  }

  const custId = Number(request.srCUSTID);
  const isGuest = !custId;
  const url = isGuest ? trackingUrl(request) : null;
  const centerMobile = request.scMOBILENO1;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-3 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-col items-center gap-2 rounded-2xl bg-green-50 p-5 text-center ring-1 ring-green-200">
        <CircleCheck className="size-12 text-green-700" aria-hidden />
        <h1 className="text-xl font-extrabold text-green-900 sm:text-2xl">
          {t('common:ui.requestSubmittedSuccessfully')}
        </h1>
        <p className="text-slate-700">
          {t('confirmation.requestNumber')}
          <span
            className="mt-1 block font-mono text-2xl font-extrabold tracking-wider text-slate-900"
            data-testid="booking-ref"
          >
            {request.srBOOKINGREFNO}
          </span>
        </p>
      </div>

      {centerMobile && (
        <a
          href={`tel:+91${centerMobile}`}
          className="flex min-h-13 items-center justify-center gap-2 rounded-xl bg-green-700 px-4 text-lg font-bold text-white hover:bg-green-800"
        >
          <Phone className="size-5" aria-hidden />
          {t('confirmation.call', { name: request.scSERVICECENTERNAME || t('confirmation.theCenter') })}
        </a>
      )}

      {url && <TrackingLink url={url} bookingRef={request.srBOOKINGREFNO} />}
      {!isGuest && <Alert variant="info">{t('confirmation.dashboardNote')}</Alert>}

      <section
        aria-labelledby="summary-heading"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="summary-heading" className="mb-2 text-lg font-bold text-slate-900">
          {t('common:ui.requestSummary')}
        </h2>
        <dl>
          <Row label={t('confirmation.date')}>
            {formatRequestDate(request.srSERVICEREQUESTDATE, language)}
          </Row>
          <Row label={t('confirmation.vehicle')}>{request.srVEHICLE}</Row>
          <Row label={t('confirmation.problem')}>
            {stripPrefix(request.srISSUEDESCRIPTION, SR_PREFIXES.problem)}
          </Row>
          <Row label={t('confirmation.customerMobile')}>{request.srMOBILENO}</Row>
          <Row label={t('confirmation.customerId')}>
            {isGuest ? t('common:ui.notAvailable') : String(custId)}
          </Row>
          <Row label={t('confirmation.currentLocation')}>
            {stripPrefix(request.srCURRENTLOCATIONADDRESS, SR_PREFIXES.currentLocation)}
          </Row>
          <Row label={t('confirmation.serviceCenter')}>{request.scSERVICECENTERNAME}</Row>
          <Row label={t('confirmation.contactPerson')}>{request.scCONTACTPERSON1}</Row>
          <Row label={t('confirmation.mobile')}>
            {centerMobile ? (
              <a href={`tel:+91${centerMobile}`} className="text-brand-700 underline underline-offset-4">
                {centerMobile}
              </a>
            ) : (
              ''
            )}
          </Row>
          <Row label={t('confirmation.address')}>{request.scADDRESS1}</Row>
          <Row label={t('confirmation.servicesProvided')}>{request.scSERVICESPROVIDED}</Row>
        </dl>
      </section>

      <Button asChild size="lg" variant="outline" className="self-stretch sm:self-start">
        <Link to="/dashboard-customer">{t('common:ui.goBack')}</Link>
      </Button>
    </div>
  );
}
