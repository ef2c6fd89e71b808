import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';

import { NAMESPACE } from './subscriptions.texts';

/** Same options everywhere (the test draws with them too): medium error correction, a 2-module quiet zone. */
export const UPI_QR_OPTIONS = { type: 'svg', errorCorrectionLevel: 'M', margin: 2 } as const;

/**
 * The SVG markup of a QR code for `link`, drawn here in the browser (no image service sees the payee or amount).
 * The encoder is imported on first use so the pages that never show a QR code do not carry it.
 */
export async function upiQrSvg(link: string): Promise<string> {
  const { toString } = await import('qrcode');
  return toString(link, UPI_QR_OPTIONS);
}

/** A scannable QR code of a `upi://pay` link, for paying from a phone while looking at a computer. */
export function UpiQrCode({ link, className }: { link: string; className?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [drawn, setDrawn] = useState<{ link: string; svg: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFailed(false);
    upiQrSvg(link).then(
      (svg) => live && setDrawn({ link, svg }),
      (error: unknown) => {
        console.error(error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [link]);
  if (failed) return null;
  const svg = drawn?.link === link ? drawn.svg : null;
  return (
    <figure className={cn('flex flex-col items-center gap-2', className)}>
      <div
        role="img"
        aria-label={t('qr.label')}
        data-testid="upi-qr"
        data-link={svg ? link : undefined}
        className="size-48 rounded-lg border border-slate-200 bg-white p-1 [&>svg]:size-full"
        // Markup from the local QR encoder: paths only, built from the link's bits, never from raw text.
        dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
      />
      <figcaption className="text-center text-sm text-slate-600">{t('qr.scan')}</figcaption>
    </figure>
  );
}
