// Fax jobs on the job queue: a queued fax (None) is handed to the gateway, then its status is
// read every `pollSeconds` (Waiting, Processing) until it is final (Succeeded, Failed, Warning,
// Cancelled). Each step is one job; a step lost with the server is run again by the queue, and the
// gateway takes a fax once per reference (the fax job's id).
import type { Kysely } from 'kysely';
import type { LabKysely } from '../db/create-database.js';
import type { LabDatabase } from '../db/schema.js';
import type { JobDefinition, JobQueue } from '../job-queue/job-queue.js';
import type { FaxConfig } from './fax-config.js';
import type { FaxGateway } from './fax-gateway.js';
import {
  findFaxDocument,
  findFaxJob,
  insertFaxJob,
  recordFaxStatus,
  type NewFaxJob,
} from './fax-records.js';
import { isFinalFaxStatus } from './fax-rules.js';

export interface FaxJobData {
  faxJobId: number;
}

export class FaxSender {
  readonly #db: LabKysely;
  readonly #gateway: FaxGateway;
  readonly #config: FaxConfig;
  #queue: JobQueue | undefined;
  readonly job: JobDefinition<FaxJobData>;

  constructor(db: LabKysely, gateway: FaxGateway, config: FaxConfig) {
    this.#db = db;
    this.#gateway = gateway;
    this.#config = config;
    this.job = {
      name: 'fax-transmission',
      retryLimit: 10,
      retryDelaySeconds: 5,
      retryBackoff: true,
      retryDelayMaxSeconds: 600,
      expireInSeconds: 120,
      work: (data) => this.#step(data.faxJobId),
    };
  }

  /** The queue that runs the steps (started after the sender is built). */
  attach(queue: JobQueue): void {
    this.#queue = queue;
  }

  #requireQueue(): JobQueue {
    if (!this.#queue) throw new Error('The fax sender has no job queue yet');
    return this.#queue;
  }

  /** Writes the fax job (status None) and its first step; inside `transaction` when given. */
  async enqueue(fax: NewFaxJob, transaction?: Kysely<LabDatabase>): Promise<number> {
    const queue = this.#requireQueue();
    const write = async (trx: Kysely<LabDatabase>) => {
      const faxJobId = await insertFaxJob(trx, fax);
      await queue.send(this.job, { faxJobId }, { transaction: trx });
      return faxJobId;
    };
    return transaction ? write(transaction) : this.#db.transaction().execute(write);
  }

  async #step(faxJobId: number): Promise<void> {
    const fax = await findFaxJob(this.#db, faxJobId);
    if (!fax || isFinalFaxStatus(fax.status)) return;
    let reference = fax.gatewayReference;
    if (!reference) {
      const document = await findFaxDocument(this.#db, faxJobId);
      if (!document) return;
      reference = await this.#gateway.submit({
        clientReference: String(faxJobId),
        faxNumber: fax.faxNumber,
        recipient: [`${fax.firstName} ${fax.lastName}`, fax.department].filter(Boolean).join(', '),
        note: fax.note,
        document,
      });
    }
    const report = await this.#gateway.status(reference);
    await recordFaxStatus(this.#db, faxJobId, { ...report, gatewayReference: reference });
    if (!isFinalFaxStatus(report.status)) {
      await this.#requireQueue().send(
        this.job,
        { faxJobId },
        { startAfterSeconds: this.#config.pollSeconds },
      );
    }
  }
}
