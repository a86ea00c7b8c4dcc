// Writes the lab's forms top to bottom on US Letter pages: wrapped paragraphs, headings with a
// rule, label/value fields and signature lines, starting a new page when one is full.
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { drawableText, embedUnicodeFonts, type DocumentFonts } from './unicode-fonts.js';

export class PageWriter {
  #page: PDFPage;
  #y: number;
  readonly #document: PDFDocument;
  readonly #fonts: DocumentFonts;

  constructor(document: PDFDocument, fonts: DocumentFonts) {
    this.#document = document;
    this.#fonts = fonts;
    this.#page = document.addPage([612, 792]);
    this.#y = 750;
  }

  #room(height: number): void {
    if (this.#y - height < 60) {
      this.#page = this.#document.addPage([612, 792]);
      this.#y = 750;
    }
  }

  /** Draws a paragraph, wrapped at word boundaries within the page's margins. */
  text(value: string, options: { size?: number; bold?: boolean; indent?: number } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.#fonts.bold : this.#fonts.regular;
    const x = 48 + (options.indent ?? 0);
    const width = 564 - x;
    const lines: string[] = [];
    let line = '';
    for (const word of drawableText(font, value).split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
    for (const part of lines) {
      this.#room(size + 4);
      this.#page.drawText(part, { x, y: this.#y, size, font, color: rgb(0.1, 0.1, 0.12) });
      this.#y -= size + 5;
    }
  }

  heading(value: string): void {
    this.#room(30);
    this.#y -= 8;
    this.text(value, { size: 12, bold: true });
    this.#page.drawLine({
      start: { x: 48, y: this.#y + 12 },
      end: { x: 564, y: this.#y + 12 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.65),
    });
  }

  field(label: string, value: string | number | null | undefined): void {
    this.text(
      `${label}: ${value === null || value === undefined || value === '' ? '-' : String(value)}`,
    );
  }

  signatureLine(label: string): void {
    this.#room(50);
    this.#y -= 30;
    this.#page.drawLine({
      start: { x: 48, y: this.#y },
      end: { x: 320, y: this.#y },
      thickness: 0.8,
    });
    this.#page.drawLine({
      start: { x: 360, y: this.#y },
      end: { x: 564, y: this.#y },
      thickness: 0.8,
    });
    this.#y -= 12;
    this.text(`${label}${' '.repeat(70)}Date`, { size: 8 });
  }
}

/**
 * A new document of the lab: its metadata, fonts for names in any script (Latin with diacritics,
 * Greek, Cyrillic), and the first page headed with the lab's name and the form's title.
 */
export async function startLabDocument(heading: {
  /** The PDF's title (the viewer's window and tab). */
  title: string;
  subject: string;
  /** The title printed under the lab's name. */
  formTitle: string;
}): Promise<{ document: PDFDocument; page: PageWriter }> {
  const document = await PDFDocument.create();
  document.setTitle(heading.title);
  document.setAuthor('Loci Genetics Laboratory');
  document.setSubject(heading.subject);
  document.setCreator('Loci lab-api');
  const page = new PageWriter(document, await embedUnicodeFonts(document));
  page.text('Loci Genetics Laboratory', { size: 18, bold: true });
  page.text(heading.formTitle, { size: 13 });
  return { document, page };
}
