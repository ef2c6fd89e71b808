/** Reads a PDF back the way a person's viewer would (pdf.js): the text of each page and the links on it. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfContent {
  /** Text of each page, items joined by spaces and runs of white space collapsed. */
  pages: string[];
  /** All pages' text in one string. */
  text: string;
  /** Targets of the link annotations (upi:// links come through as unsafeUrl). */
  links: string[];
}

export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false })
    .promise;
  const pages: string[] = [];
  const links: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push(text.replace(/\s+/g, ' ').trim());
    for (const a of (await page.getAnnotations()) as { subtype: string; url?: string; unsafeUrl?: string }[])
      if (a.subtype === 'Link') links.push(a.url ?? a.unsafeUrl ?? '');
  }
  await pdf.destroy();
  return { pages, text: pages.join(' '), links };
}
