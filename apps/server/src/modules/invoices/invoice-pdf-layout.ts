import type PDFDocument from 'pdfkit';
import { FALLBACK_FONTS, INVOICE_FONTS, needsFallback } from './invoice-pdf-fonts.js';

type Doc = InstanceType<typeof PDFDocument>;

export const INK = '#111827';
export const MUTED = '#4b5563';
export const RULE = '#9ca3af';
export const HEAD_FILL = '#e8eef6';
export const ACCENT = '#1e3a5f';
export const DANGER = '#b91c1c';

export const PAGE = { width: 595.28, height: 841.89, margin: 30, footer: 24 } as const;
export const LEFT = PAGE.margin;
export const WIDTH = PAGE.width - 2 * PAGE.margin;
export const BOTTOM = PAGE.height - PAGE.margin - PAGE.footer;

export type Weight = 'regular' | 'semibold' | 'bold';

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** A cell: plain text, or text with its own weight. */
export type Cell = string | { text: string; weight: Weight };

const PAD = 3;

/**
 * Keeps the pen position of a multi-page document: `need(h)` starts a new page (with the caller's continuation
 * header) when `h` points do not fit above the footer, so nothing is ever cut by pdfkit's own page breaks.
 */
export class Pager {
  y: number = PAGE.margin;

  constructor(
    readonly doc: Doc,
    private readonly onNewPage: (pager: Pager) => void,
  ) {
    doc.registerFont('regular', INVOICE_FONTS.regular);
    doc.registerFont('semibold', INVOICE_FONTS.semibold);
    doc.registerFont('bold', INVOICE_FONTS.bold);
    // loaded only when a text needs them
    doc.registerFont('regular-full', FALLBACK_FONTS.regular);
    doc.registerFont('semibold-full', FALLBACK_FONTS.semibold);
    doc.registerFont('bold-full', FALLBACK_FONTS.bold);
  }

  /** Starts a new page when `height` does not fit; true when it did. */
  need(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    this.onNewPage(this);
    return true;
  }

  /** Sets the font for `text`: the full Noto Sans when the primary font lacks one of its characters. */
  font(weight: Weight, size: number, color = INK, text = ''): Doc {
    const name = needsFallback(text) ? `${weight}-full` : weight;
    return this.doc.font(name).fontSize(size).fillColor(color);
  }

  /** Height of `text` in `width` at the given font. */
  height(text: string, width: number, weight: Weight, size: number): number {
    this.font(weight, size, INK, text);
    return this.doc.heightOfString(text, { width, lineGap: 0.5 });
  }

  /** Draws text at (x, y) within `width`, never letting pdfkit add a page. */
  text(
    text: string,
    x: number,
    y: number,
    width: number,
    o: { weight?: Weight; size?: number; color?: string; align?: 'left' | 'right' | 'center' } = {},
  ): number {
    const size = o.size ?? 8;
    const weight = o.weight ?? 'regular';
    this.font(weight, size, o.color ?? INK, text);
    const h = this.doc.heightOfString(text, { width, lineGap: 0.5 });
    this.doc.text(text, x, y, { width, align: o.align ?? 'left', lineGap: 0.5, height: h + 2 });
    return h;
  }

  rule(x1: number, y1: number, x2: number, y2: number, color = RULE, width = 0.6): void {
    this.doc.save().moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).strokeColor(color).stroke().restore();
  }

  box(x: number, y: number, w: number, h: number, fill?: string): void {
    const d = this.doc.save().lineWidth(0.6).strokeColor(RULE);
    if (fill) d.rect(x, y, w, h).fillAndStroke(fill, RULE);
    else d.rect(x, y, w, h).stroke();
    d.restore();
  }

  /**
   * A ruled table across the page width with its header row repeated on every page it flows onto. `rows`
   * holds the cells; `total` (optional) is a bold closing row. Returns nothing: `y` ends below the table.
   */
  table(columns: Column[], rows: Cell[][], o: { size?: number; total?: Cell[]; title?: string } = {}): void {
    const size = o.size ?? 7.5;
    const header = (): void => {
      const h =
        Math.max(...columns.map((c) => this.height(c.header, c.width - 2 * PAD, 'semibold', size))) + 2 * PAD;
      this.box(LEFT, this.y, WIDTH, h, HEAD_FILL);
      let x = LEFT;
      for (const c of columns) {
        this.text(c.header, x + PAD, this.y + PAD, c.width - 2 * PAD, {
          weight: 'semibold',
          size,
          align: c.align === 'right' ? 'right' : c.align === 'center' ? 'center' : 'left',
        });
        x += c.width;
        if (x < LEFT + WIDTH - 1) this.rule(x, this.y, x, this.y + h);
      }
      this.y += h;
    };
    const row = (cells: Cell[], bold: boolean): void => {
      const parts = cells.map((cell) =>
        typeof cell === 'string' ? { text: cell, weight: bold ? 'bold' : 'regular' } : cell,
      ) as { text: string; weight: Weight }[];
      const h =
        Math.max(...parts.map((p, i) => this.height(p.text, columns[i]!.width - 2 * PAD, p.weight, size))) +
        2 * PAD;
      if (this.need(h)) header();
      const top = this.y;
      let x = LEFT;
      parts.forEach((p, i) => {
        const c = columns[i]!;
        this.text(p.text, x + PAD, top + PAD, c.width - 2 * PAD, { weight: p.weight, size, align: c.align });
        x += c.width;
        if (x < LEFT + WIDTH - 1) this.rule(x, top, x, top + h);
      });
      this.rule(LEFT, top, LEFT, top + h);
      this.rule(LEFT + WIDTH, top, LEFT + WIDTH, top + h);
      this.rule(LEFT, top + h, LEFT + WIDTH, top + h, bold ? INK : RULE);
      this.y += h;
    };
    const firstRow = rows[0] ?? o.total ?? [];
    const firstHeight =
      Math.max(
        ...firstRow.map((c, i) =>
          this.height(typeof c === 'string' ? c : c.text, columns[i]!.width - 2 * PAD, 'regular', size),
        ),
      ) +
      4 * PAD +
      24 +
      (o.title ? 14 : 0);
    // a title and header never stand alone at the foot of a page
    this.need(firstHeight);
    if (o.title) {
      this.text(o.title, LEFT, this.y, WIDTH, { weight: 'bold', size: 9, color: ACCENT });
      this.y += 13;
    }
    header();
    for (const r of rows) row(r, false);
    if (o.total) row(o.total, true);
  }
}
