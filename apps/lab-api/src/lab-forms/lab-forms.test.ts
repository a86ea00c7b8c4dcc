import { labFormSchema } from '@loci/contract';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { demoUsers, useTestServer } from '../testing/index.js';

const server = useTestServer();

const base = '/api/portal/v1.0.1';

describe('the lab’s downloadable forms', () => {
  it('lists the forms by category in the contract’s shape, for signed-in users only', async () => {
    const response = await server.request(`${base}/resources/forms`, { as: demoUsers.ada });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; data: unknown };
    const forms = z.array(z.strictObject(labFormSchema.shape)).parse(body.data);
    expect([...new Set(forms.map((form) => form.category))]).toEqual([
      'Requisition',
      'Consent',
      'Billing',
      'Specimen',
    ]);
    expect(forms.map((form) => form.formId)).toContain('consent-genetic-testing');
    expect((await server.request(`${base}/resources/forms`)).status).toBe(401);
  });

  it('sends each form as a PDF attachment named after it; 404 unknown, 400 malformed', async () => {
    const response = await server.request(`${base}/resources/forms/consent-genetic-testing`, {
      as: demoUsers.sam,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('consent-genetic-testing.pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.getTitle()).toBe('Informed Consent for Genetic Testing');
    expect(
      (await server.request(`${base}/resources/forms/no-such-form`, { as: demoUsers.sam })).status,
    ).toBe(404);
    expect(
      (await server.request(`${base}/resources/forms/Bad%20Id`, { as: demoUsers.sam })).status,
    ).toBe(400);
  });
});
