// The lab's fax service is outside its walls: a `FaxGateway` takes a fax and reports its status.
// The local gateway simulates one without sending anything: a fax waits in its queue, is
// transmitted, then ends by the number's last digits (below), each step `stepMs` long.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FaxJobStatus } from '@loci/domain';

export interface OutgoingFax {
  /** The lab's own id of the fax (the gateway takes a fax at most once per reference). */
  clientReference: string;
  faxNumber: string;
  /** Cover-sheet recipient: name and department. */
  recipient: string;
  note: string | null;
  document: Uint8Array;
}

export interface FaxGatewayReport {
  status: FaxJobStatus;
  /** Why a fax failed, was cancelled or carries a warning. */
  reason: string | null;
}

export interface FaxGateway {
  /** Hands a fax over; returns the gateway's reference for it (the same one when resubmitted). */
  submit(fax: OutgoingFax): Promise<string>;
  /** Where the fax is now. */
  status(reference: string): Promise<FaxGatewayReport>;
}

/** What the local gateway does with a number, by its last digits. */
export const localFaxOutcomes = {
  /** Ends in 0000: no fax machine answers. */
  failed: { suffix: '0000', reason: 'No fax machine answered at this number.' },
  /** Ends in 9999: sent, but the receiving machine reported errors on some pages. */
  warning: { suffix: '9999', reason: 'Sent, but the receiving machine reported unreadable pages.' },
  /** Ends in 8888: the receiving side cancelled the transmission. */
  cancelled: { suffix: '8888', reason: 'The transmission was cancelled by the receiving side.' },
} as const;

function finalReport(faxNumber: string): FaxGatewayReport {
  const digits = faxNumber.replace(/\D/g, '');
  if (digits.endsWith(localFaxOutcomes.failed.suffix)) {
    return { status: 'Failed', reason: localFaxOutcomes.failed.reason };
  }
  if (digits.endsWith(localFaxOutcomes.warning.suffix)) {
    return { status: 'Warning', reason: localFaxOutcomes.warning.reason };
  }
  if (digits.endsWith(localFaxOutcomes.cancelled.suffix)) {
    return { status: 'Cancelled', reason: localFaxOutcomes.cancelled.reason };
  }
  return { status: 'Succeeded', reason: null };
}

/**
 * The reference carries the number's digits and the submission time, so a restarted server reads
 * the same statuses (`local:<client reference>:<epoch ms>:<digits>`). With a `folder`, each fax
 * taken is kept there as `<client reference>.pdf` with its reference beside it (`.ref`), as a
 * real gateway keeps what it sent: a fax submitted again after a restart is not sent twice.
 */
export class LocalFaxGateway implements FaxGateway {
  readonly #stepMs: number;
  readonly #now: () => number;
  readonly #folder: string | undefined;
  readonly #taken = new Map<string, string>();

  constructor(options: { stepMs?: number; now?: () => number; folder?: string } = {}) {
    this.#stepMs = options.stepMs ?? 2000;
    this.#now = options.now ?? Date.now;
    this.#folder = options.folder;
  }

  async submit(fax: OutgoingFax): Promise<string> {
    const taken = this.#takenReference(fax.clientReference);
    if (taken) return taken;
    const digits = fax.faxNumber.replace(/\D/g, '');
    const reference = `local:${fax.clientReference}:${this.#now()}:${digits}`;
    this.#taken.set(fax.clientReference, reference);
    if (this.#folder) {
      const base = path.join(this.#folder, fileNameOf(fax.clientReference));
      mkdirSync(this.#folder, { recursive: true });
      writeFileSync(`${base}.pdf`, fax.document);
      // Written last: a fax whose reference is on disk was taken whole.
      writeFileSync(`${base}.ref`, reference);
    }
    return reference;
  }

  #takenReference(clientReference: string): string | undefined {
    const known = this.#taken.get(clientReference);
    if (known || !this.#folder) return known;
    const refPath = path.join(this.#folder, `${fileNameOf(clientReference)}.ref`);
    return existsSync(refPath) ? readFileSync(refPath, 'utf8') : undefined;
  }

  async status(reference: string): Promise<FaxGatewayReport> {
    const [scheme, , submittedAt, digits] = reference.split(':');
    if (scheme !== 'local' || !submittedAt || digits === undefined) {
      return { status: 'Failed', reason: 'The fax gateway does not know this fax.' };
    }
    const elapsed = this.#now() - Number(submittedAt);
    if (elapsed < this.#stepMs) return { status: 'Waiting', reason: null };
    if (elapsed < 2 * this.#stepMs) return { status: 'Processing', reason: null };
    return finalReport(digits);
  }
}

/** A client reference as a file name (the lab's references are numbers; anything else is kept safe). */
function fileNameOf(clientReference: string): string {
  return `fax-${clientReference.replace(/[^\w-]/g, '_')}`;
}
