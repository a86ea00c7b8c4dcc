// Fonts for the lab's PDFs (requisition form, reports). pdf-lib's standard fonts speak WinAnsi
// only; DejaVu Sans (dejavu-fonts-ttf, free licence) covers Latin with diacritics, Greek and
// Cyrillic, embedded through fontkit and subset to the glyphs a document uses.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);

let fontBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

/** The TTF files, read once per process. */
function loadFontBytes(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  fontBytes ??= (async () => {
    const [regular, bold] = await Promise.all([
      readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    ]);
    return { regular, bold };
  })();
  return fontBytes;
}

export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Embeds the regular and bold Unicode fonts in a document (subset: only glyphs drawn). */
export async function embedUnicodeFonts(document: PDFDocument): Promise<DocumentFonts> {
  document.registerFontkit(fontkit);
  const bytes = await loadFontBytes();
  const [regular, bold] = await Promise.all([
    document.embedFont(bytes.regular, { subset: true }),
    document.embedFont(bytes.bold, { subset: true }),
  ]);
  return { regular, bold };
}

/**
 * Text the font can draw: characters it has no glyph for (emoji, scripts DejaVu lacks) and
 * control characters become '?', so that a stray character never fails a whole document.
 */
export function drawableText(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const character of text.normalize('NFC')) {
    const code = character.codePointAt(0) ?? 0;
    out += code >= 0x20 && supported.has(code) ? character : code < 0x20 ? ' ' : '?';
  }
  return out;
}
