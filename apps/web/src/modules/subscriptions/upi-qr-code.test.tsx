import { render, screen, waitFor } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';

import { UPI_QR_OPTIONS, UpiQrCode, upiQrSvg } from './upi-qr-code';

const LINK = 'upi://pay?pa=payments.fixo%40okicici&pn=Fixo&am=999.00&cu=INR&tn=Fixo&tr=SCSP-41';

/** The text a QR code carries, read back from the encoder's segments (byte segments are UTF-8). */
function encodedText(link: string): string {
  return QRCode.create(link, { errorCorrectionLevel: UPI_QR_OPTIONS.errorCorrectionLevel })
    .segments.map((s) =>
      typeof s.data === 'string' ? s.data : new TextDecoder().decode(s.data as Uint8Array),
    )
    .join('');
}

/** The encoder's SVG as the DOM serialises it (self-closing tags come back with end tags). */
async function asDom(link: string): Promise<string> {
  const box = document.createElement('div');
  box.innerHTML = await QRCode.toString(link, UPI_QR_OPTIONS);
  return box.innerHTML;
}

describe('UPI QR code', () => {
  it('encodes exactly the upi://pay link', async () => {
    expect(encodedText(LINK)).toBe(LINK);
    const svg = await upiQrSvg(LINK);
    expect(svg).toMatch(/^<svg /);
    expect(svg).toBe(await QRCode.toString(LINK, UPI_QR_OPTIONS));
    // another amount draws another code
    expect(svg).not.toBe(await upiQrSvg(LINK.replace('am=999.00', 'am=9.00')));
  });

  it('draws the link’s code on the page, and redraws when the link changes', async () => {
    const { rerender } = render(<UpiQrCode link={LINK} />);
    const qr = screen.getByRole('img', { name: 'UPI payment QR code' });
    await waitFor(() => expect(qr).toHaveAttribute('data-link', LINK));
    expect(qr.innerHTML).toBe(await asDom(LINK));
    const other = LINK.replace('SCSP-41', 'SCSP-42');
    rerender(<UpiQrCode link={other} />);
    await waitFor(() => expect(qr).toHaveAttribute('data-link', other));
    expect(qr.innerHTML).toBe(await asDom(other));
    expect(qr.innerHTML).not.toBe(await asDom(LINK));
  });
});
