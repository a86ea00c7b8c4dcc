// Reading an insurance card. The lab's real reader is an external OCR service (a system edge);
// `LocalInsuranceCardReader` stands in for it: it reads the text layer of a PDF (a small parser
// of the page content streams) or the tEXt metadata of a PNG, then finds the card's labelled
// fields (docs/decisions/insurance-card-reader.md).
import { inflateSync } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';

/** The fields a card shows. */
export interface InsuranceCardFields {
  planName: string | null;
  planCode: string | null;
  policyId: string | null;
  groupId: string | null;
  groupName: string | null;
  subscriberFirstName: string | null;
  subscriberLastName: string | null;
  effectiveDate: string | null;
}

export interface InsuranceCardFile {
  bytes: Buffer;
  fileName: string;
  mimeType?: string | undefined;
}

/** Reads a card; `undefined` when nothing could be read from it. */
export interface InsuranceCardReader {
  read(file: InsuranceCardFile): Promise<InsuranceCardFields | undefined>;
}

// --- PDF text layer -------------------------------------------------------------------------

function unescapePdfString(text: string): string {
  return text.replace(/\\([nrtbf()\\]|[0-7]{1,3}|\r?\n)/g, (_whole, code: string) => {
    const simple: Record<string, string> = {
      n: '\n',
      r: '\r',
      t: '\t',
      b: '\b',
      f: '\f',
      '(': '(',
      ')': ')',
      '\\': '\\',
    };
    if (code in simple) return simple[code] as string;
    if (/^[0-7]+$/.test(code)) return String.fromCharCode(Number.parseInt(code, 8));
    return '';
  });
}

function hexString(hex: string): string {
  const clean = hex.replace(/\s+/g, '');
  const padded = clean.length % 2 === 1 ? `${clean}0` : clean;
  return Buffer.from(padded, 'hex').toString('latin1');
}

/** The text of one content stream: string operands of Tj, TJ, ' and ", new lines at the text positioning operators. */
export function contentStreamText(content: string): string {
  const out: string[] = [];
  const token =
    /\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>|\[(?:\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>|[^\]])*\]\s*TJ|\b(?:Td|TD|T\*|ET|Tm)\b|\bTj\b|'|"/g;
  let pending: string[] = [];
  for (const match of content.matchAll(token)) {
    const value = match[0];
    if (value.startsWith('(')) pending.push(unescapePdfString(value.slice(1, -1)));
    else if (value.startsWith('<')) pending.push(hexString(value.slice(1, -1)));
    else if (value.startsWith('[')) {
      const inner = value.slice(1, value.lastIndexOf(']'));
      const parts = inner.match(/\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>/g) ?? [];
      out.push(
        parts
          .map((part) =>
            part.startsWith('(')
              ? unescapePdfString(part.slice(1, -1))
              : hexString(part.slice(1, -1)),
          )
          .join(''),
      );
      pending = [];
    } else if (value === 'Tj' || value === "'" || value === '"') {
      if (value !== 'Tj') out.push('\n');
      out.push(pending.join(''));
      pending = [];
    } else {
      out.push('\n');
      pending = [];
    }
  }
  return out.join('');
}

/** The text layer of a PDF: every content stream, inflated when Flate-encoded. */
export function pdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  const texts: string[] = [];
  const streamPattern = /<<((?:[^<>]|<<[^>]*>>|<[^<>]*>)*)>>\s*stream\r?\n/g;
  for (const match of source.matchAll(streamPattern)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) continue;
    const dictionary = match[1] ?? '';
    let data = bytes.subarray(start, end);
    if (/\/FlateDecode/.test(dictionary)) {
      try {
        data = inflateSync(data);
      } catch {
        continue;
      }
    } else if (/\/Filter/.test(dictionary)) {
      continue;
    }
    const content = data.toString('latin1');
    if (/\b(?:BT|Tj|TJ)\b/.test(content)) texts.push(contentStreamText(content));
  }
  return texts.join('\n');
}

// --- PNG metadata ----------------------------------------------------------------------------

/** The tEXt chunks of a PNG as `keyword: text` lines. */
export function pngTextLines(bytes: Buffer): string {
  const lines: string[] = [];
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const dataEnd = offset + 8 + length;
    if (dataEnd + 4 > bytes.length) break;
    if (type === 'tEXt') {
      const data = bytes.subarray(offset + 8, dataEnd);
      const separator = data.indexOf(0);
      if (separator > 0) {
        lines.push(
          `${data.toString('latin1', 0, separator)}: ${data.toString('latin1', separator + 1)}`,
        );
      }
    }
    if (type === 'IEND') break;
    offset = dataEnd + 4;
  }
  return lines.join('\n');
}

// --- Fields from text ------------------------------------------------------------------------

const labels: Array<[keyof InsuranceCardFields | 'memberName', RegExp]> = [
  ['groupName', /^(?:group\s*name|employer)\s*[:#]?\s*(.+)$/i],
  ['groupId', /^(?:group(?:\s*(?:no\.?|number|#|id))?|grp(?:\s*#)?)\s*[:#]?\s*([A-Za-z0-9-]+)$/i],
  ['planCode', /^(?:plan\s*code|payer\s*id|payer)\s*[:#]?\s*([A-Za-z0-9-]+)$/i],
  ['planName', /^(?:plan(?:\s*name)?|health\s*plan|insurance(?:\s*plan)?)\s*[:#]?\s*(.+)$/i],
  [
    'policyId',
    /^(?:member\s*id|subscriber\s*id|policy(?:\s*(?:no\.?|number|id))?|id(?:\s*(?:no\.?|number|#))?)\s*[:#]?\s*([A-Za-z0-9-]+)$/i,
  ],
  ['memberName', /^(?:member(?:\s*name)?|subscriber(?:\s*name)?|name)\s*[:#]?\s*(.+)$/i],
  ['effectiveDate', /^(?:effective(?:\s*date)?|eff\.?\s*date|coverage\s*date)\s*[:#]?\s*(.+)$/i],
];

function isoDate(text: string): string | null {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return iso ? text.trim() : null;
}

/** The card's fields from its text; `undefined` when it names neither a member id nor a plan. */
export function cardFieldsFromText(text: string): InsuranceCardFields | undefined {
  const fields: InsuranceCardFields = {
    planName: null,
    planCode: null,
    policyId: null,
    groupId: null,
    groupName: null,
    subscriberFirstName: null,
    subscriberLastName: null,
    effectiveDate: null,
  };
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/\s+/g, ' ').trim();
    if (line === '') continue;
    for (const [field, pattern] of labels) {
      const match = pattern.exec(line);
      if (!match?.[1]) continue;
      const value = match[1].trim().slice(0, 100);
      if (field === 'memberName') {
        if (fields.subscriberLastName) break;
        const comma = /^([^,]+),\s*(.+)$/.exec(value);
        const parts = comma ? [comma[2]!, comma[1]!] : value.split(' ');
        fields.subscriberFirstName =
          (comma ? parts[0] : parts.slice(0, -1).join(' '))?.trim() || null;
        fields.subscriberLastName = (comma ? parts[1] : parts.at(-1))?.trim() || null;
      } else if (field === 'effectiveDate') {
        fields.effectiveDate ??= isoDate(value);
      } else if (fields[field] === null) {
        fields[field] = value;
      }
      break;
    }
  }
  return fields.policyId || fields.planName || fields.planCode ? fields : undefined;
}

/** Reads the text layer of PDFs and the tEXt metadata of PNGs; other files give `undefined`. */
export class LocalInsuranceCardReader implements InsuranceCardReader {
  async read(file: InsuranceCardFile): Promise<InsuranceCardFields | undefined> {
    const type = await fileTypeFromBuffer(file.bytes);
    if (type?.ext === 'pdf') return cardFieldsFromText(pdfText(file.bytes));
    if (type?.ext === 'png') return cardFieldsFromText(pngTextLines(file.bytes));
    return undefined;
  }
}
