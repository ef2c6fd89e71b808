import QRCode from 'qrcode';
import type PDFDocument from 'pdfkit';

/**
 * Draws a scannable QR code of `link` as vector squares (crisp at any zoom and print size), with a clickable
 * link over it for a PDF opened on the phone that should pay. Medium error correction, as on the plan page.
 */
export function drawQr(
  doc: InstanceType<typeof PDFDocument>,
  link: string,
  x: number,
  y: number,
  size: number,
): void {
  const qr = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + 2 * quiet);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (qr.modules.get(r, c))
        doc.rect(x + (c + quiet) * cell, y + (r + quiet) * cell, cell + 0.05, cell + 0.05);
  doc.fill();
  doc.restore();
  doc.link(x, y, size, size, link);
}
