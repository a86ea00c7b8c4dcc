// Fax jobs walk their statuses on the job queue through the local gateway: None, then Waiting and
// Processing, then Succeeded for a good number and Failed, with the reason, for one ending 0000.
import type { FaxJobStatus } from '@loci/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobQueue, type JobQueue } from '../job-queue/job-queue.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { faxConfigFromEnvironment } from './fax-config.js';
import { LocalFaxGateway, localFaxOutcomes } from './fax-gateway.js';
import { FaxSender } from './fax-jobs.js';
import { findFaxJob } from './fax-records.js';
import { faxDocumentStatus } from './fax-rules.js';

describe('the local fax gateway', () => {
  it('waits, transmits, then ends by the number', async () => {
    let now = 1_000_000;
    const gateway = new LocalFaxGateway({ stepMs: 1000, now: () => now });
    const fax = { recipient: 'Dr. Ada Okafor', note: null, document: new Uint8Array([1]) };
    const good = await gateway.submit({ ...fax, clientReference: '1', faxNumber: '617-555-0142' });
    const failing = await gateway.submit({
      ...fax,
      clientReference: '2',
      faxNumber: '617 555 0000',
    });
    const warning = await gateway.submit({ ...fax, clientReference: '3', faxNumber: '6175559999' });
    const cancelled = await gateway.submit({
      ...fax,
      clientReference: '4',
      faxNumber: '6175558888',
    });
    expect(await gateway.status(good)).toEqual({ status: 'Waiting', reason: null });
    now += 1000;
    expect(await gateway.status(good)).toEqual({ status: 'Processing', reason: null });
    now += 1000;
    expect(await gateway.status(good)).toEqual({ status: 'Succeeded', reason: null });
    expect(await gateway.status(failing)).toEqual({
      status: 'Failed',
      reason: localFaxOutcomes.failed.reason,
    });
    expect((await gateway.status(warning)).status).toBe('Warning');
    expect((await gateway.status(cancelled)).status).toBe('Cancelled');
    expect((await gateway.status('elsewhere:1')).status).toBe('Failed');
  });

  it('reads each fax status as a document status', () => {
    const statuses: FaxJobStatus[] = [
      'None',
      'Waiting',
      'Processing',
      'Succeeded',
      'Warning',
      'Failed',
      'Cancelled',
    ];
    expect(statuses.map(faxDocumentStatus)).toEqual([
      'None',
      'Sending',
      'Inprogress',
      'Ok',
      'Ok',
      'Failed',
      'Failed',
    ]);
  });
});

describe('fax jobs on the job queue', () => {
  let database: TestDatabase;
  let queue: JobQueue;
  let sender: FaxSender;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = faxConfigFromEnvironment({ FAX_POLL_SECONDS: '1', FAX_LOCAL_STEP_MS: '700' });
    sender = new FaxSender(database.db, new LocalFaxGateway({ stepMs: 700 }), config);
    queue = await startJobQueue(database.db, [sender.job], { pollingIntervalSeconds: 0.5 });
    sender.attach(queue);
  });

  afterAll(async () => {
    await queue.stop(1000);
    await database.close();
  });

  async function statusesOf(faxJobId: number): Promise<string[]> {
    const seen: string[] = [];
    const deadline = Date.now() + 30_000;
    for (;;) {
      const job = await findFaxJob(database.db, faxJobId);
      if (job && seen.at(-1) !== job.status) seen.push(job.status);
      if (job && ['Succeeded', 'Failed', 'Warning', 'Cancelled'].includes(job.status)) return seen;
      if (Date.now() > deadline) throw new Error(`fax still ${seen.join(' → ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const fax = {
    labReportId: 900001,
    accountId: 1,
    accountNumber: '1001',
    firstName: 'Ada',
    lastName: 'Okafor',
    department: 'Genetics',
    note: 'Please file',
    document: new TextEncoder().encode('%PDF-1.7\n%%EOF\n'),
    requestedBy: 'dr.ada@loci.test',
  };

  it('walks a good number from None through Waiting (and Processing) to Succeeded', async () => {
    const id = await sender.enqueue({ ...fax, faxNumber: '617-555-0142' });
    const seen = await statusesOf(id);
    // Seen in order (a check may land past a step), always through the gateway's queue.
    const order = ['None', 'Waiting', 'Processing', 'Succeeded'];
    expect(seen[0]).toBe('None');
    expect(seen).toContain('Waiting');
    expect(seen.map((status) => order.indexOf(status))).toEqual(
      [...seen.map((status) => order.indexOf(status))].sort(),
    );
    expect(seen.at(-1)).toBe('Succeeded');
    expect((await findFaxJob(database.db, id))?.reason).toBeNull();
  });

  it('fails a number ending 0000 with the reason', async () => {
    const id = await sender.enqueue({ ...fax, faxNumber: '617-555-0000' });
    const seen = await statusesOf(id);
    expect(seen.at(-1)).toBe('Failed');
    expect((await findFaxJob(database.db, id))?.reason).toBe(localFaxOutcomes.failed.reason);
  });
});
