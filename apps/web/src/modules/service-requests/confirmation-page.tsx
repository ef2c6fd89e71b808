import { CircleCheck, Copy, Phone, Share2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { SR_PREFIXES, stripPrefix, UI_TEXTS } from '@fixo/shared';

import { Alert, Button, buttonClasses, Input } from '@/components/ui';

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
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 border-b border-slate-100 py-2.5 last:border-b-0">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-sm font-semibold break-words text-slate-900">
        {children || UI_TEXTS.notAvailable}
      </dd>
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
        Share
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
      Share
    </Button>
  );
}

function TrackingLink({ url, bookingRef }: { url: string; bookingRef: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success('Tracking link copied');
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
        Your private tracking link
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Keep this link: it is the only way to follow this request without an account. Anyone with the link can
        see its status.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Input
          id="tracking-link"
          readOnly
          value={url}
          aria-label="Tracking link"
          onFocus={(e) => e.target.select()}
        />
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex">
        <Button type="button" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden />
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        <ShareButton bookingRef={bookingRef} url={url} />
      </div>
      <a
        href={url}
        className="mt-3 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4"
      >
        Open tracking page
      </a>
    </section>
  );
}

export default function ServiceRequestConfirmationPage() {
  const location = useLocation();
  const request = (location.state as { serviceRequest?: CreatedServiceRequest } | null)?.serviceRequest;

  if (!request) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-10">
        <h1 className="text-2xl font-extrabold text-slate-900">Nothing to show here</h1>
        <p className="text-slate-700">
          This page shows a request right after it is submitted. Your requests and their status are on your
          dashboard.
        </p>
        <Button asChild size="lg" className="self-start">
          <Link to="/dashboard-customer">Go to dashboard</Link>
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
          {UI_TEXTS.requestSubmittedSuccessfully}
        </h1>
        <p className="text-slate-700">
          Service Request Number
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
          Call {request.scSERVICECENTERNAME || 'the service center'}
        </a>
      )}

      {url && <TrackingLink url={url} bookingRef={request.srBOOKINGREFNO} />}
      {!isGuest && (
        <Alert variant="info">
          You will see the service center's answer on your dashboard as soon as they reply.
        </Alert>
      )}

      <section
        aria-labelledby="summary-heading"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="summary-heading" className="mb-2 text-lg font-bold text-slate-900">
          {UI_TEXTS.requestSummary}
        </h2>
        <dl>
          <Row label="Date">{formatRequestDate(request.srSERVICEREQUESTDATE)}</Row>
          <Row label="Vehicle">{request.srVEHICLE}</Row>
          <Row label="Problem">{stripPrefix(request.srISSUEDESCRIPTION, SR_PREFIXES.problem)}</Row>
          <Row label="Customer Mobile">{request.srMOBILENO}</Row>
          <Row label="Customer ID">{isGuest ? UI_TEXTS.notAvailable : String(custId)}</Row>
          <Row label="Current Location">
            {stripPrefix(request.srCURRENTLOCATIONADDRESS, SR_PREFIXES.currentLocation)}
          </Row>
          <Row label="Service Center">{request.scSERVICECENTERNAME}</Row>
          <Row label="Contact Person">{request.scCONTACTPERSON1}</Row>
          <Row label="Mobile">
            {centerMobile ? (
              <a href={`tel:+91${centerMobile}`} className="text-brand-700 underline underline-offset-4">
                {centerMobile}
              </a>
            ) : (
              ''
            )}
          </Row>
          <Row label="Address">{request.scADDRESS1}</Row>
          <Row label="Services Provided">{request.scSERVICESPROVIDED}</Row>
        </dl>
      </section>

      <Button asChild size="lg" variant="outline" className="self-stretch sm:self-start">
        <Link to="/dashboard-customer">{UI_TEXTS.goBack}</Link>
      </Button>
    </div>
  );
}
