// The EMR look-up's adapter is chosen by configuration: EMR_ADAPTER=fhir with EMR_FHIR_BASE_URL,
// EMR_FHIR_CHART_NUMBER_SYSTEM and an optional EMR_FHIR_ACCESS_TOKEN reads a FHIR R4 server;
// the default is the local EMR. Over real HTTP: the portal's call answers the FHIR server's charts.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emrConfigFromEnvironment, serverConfigFromEnvironment } from '../config.js';
import type { LabKysely } from '../db/create-database.js';
import { demoUsers, useTestServer } from '../testing/index.js';
import { LocalEmrAdapter } from './emr-adapter.js';
import { emrAdapterFor } from './emr-routes.js';
import { FhirEmrAdapter } from './fhir-emr-adapter.js';

const fhirSetting = {
  EMR_ADAPTER: 'fhir',
  EMR_FHIR_BASE_URL: 'https://ehr.example/fhir/R4/',
  EMR_FHIR_CHART_NUMBER_SYSTEM: 'urn:oid:1.2.36.146.595.217.0.1',
};

describe('EMR configuration', () => {
  it('is the local EMR unless EMR_ADAPTER says fhir', () => {
    expect(serverConfigFromEnvironment({}).emr).toEqual({ adapter: 'local' });
    expect(emrConfigFromEnvironment({ EMR_ADAPTER: 'local' })).toEqual({ adapter: 'local' });
    expect(emrConfigFromEnvironment(fhirSetting)).toEqual({
      adapter: 'fhir',
      baseUrl: 'https://ehr.example/fhir/R4',
      chartNumberSystem: 'urn:oid:1.2.36.146.595.217.0.1',
      accessToken: undefined,
      timeoutMs: 10_000,
    });
    expect(
      emrConfigFromEnvironment({
        ...fhirSetting,
        EMR_FHIR_ACCESS_TOKEN: 'secret',
        EMR_FHIR_TIMEOUT_MS: '2500',
      }),
    ).toMatchObject({ accessToken: 'secret', timeoutMs: 2500 });
  });

  it('refuses an unknown adapter and an incomplete FHIR setting at start', () => {
    expect(() => emrConfigFromEnvironment({ EMR_ADAPTER: 'epic' })).toThrow(/EMR_ADAPTER/);
    expect(() => emrConfigFromEnvironment({ ...fhirSetting, EMR_FHIR_BASE_URL: '' })).toThrow(
      /EMR_FHIR_BASE_URL/,
    );
    expect(() =>
      emrConfigFromEnvironment({ ...fhirSetting, EMR_FHIR_BASE_URL: 'ftp://ehr.example/fhir' }),
    ).toThrow(/EMR_FHIR_BASE_URL/);
    expect(() =>
      emrConfigFromEnvironment({ ...fhirSetting, EMR_FHIR_BASE_URL: 'not a url' }),
    ).toThrow(/EMR_FHIR_BASE_URL/);
    expect(() =>
      emrConfigFromEnvironment({ ...fhirSetting, EMR_FHIR_CHART_NUMBER_SYSTEM: ' ' }),
    ).toThrow(/EMR_FHIR_CHART_NUMBER_SYSTEM/);
    expect(() => serverConfigFromEnvironment({ ...fhirSetting, EMR_FHIR_TIMEOUT_MS: '0' })).toThrow(
      /EMR_FHIR_TIMEOUT_MS/,
    );
  });

  it('picks the adapter the setting names', () => {
    const db = {} as LabKysely;
    expect(emrAdapterFor({ adapter: 'local' }, db)).toBeInstanceOf(LocalEmrAdapter);
    expect(emrAdapterFor(emrConfigFromEnvironment(fhirSetting), db)).toBeInstanceOf(FhirEmrAdapter);
  });
});

describe('the EMR look-up with EMR_ADAPTER=fhir, over HTTP', () => {
  let fhir: Server;
  const requests: Array<{ url: string; authorization: string | undefined }> = [];
  const bundle = readFileSync(new URL('./fixtures/fhir-patient-bundle.json', import.meta.url));

  beforeAll(async () => {
    fhir = createServer((request, response) => {
      requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
      response.writeHead(200, { 'content-type': 'application/fhir+json' }).end(bundle);
    });
    await new Promise<void>((resolve) => fhir.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => fhir?.close(resolve));
  });

  const server = useTestServer({
    env: () => ({
      ...fhirSetting,
      EMR_FHIR_BASE_URL: `http://127.0.0.1:${(fhir.address() as AddressInfo).port}/fhir/R4`,
      EMR_FHIR_ACCESS_TOKEN: 'backend-token',
    }),
  });

  it('searches the FHIR server with its token and answers its charts, the SSN masked', async () => {
    const response = await server.request(
      '/api/portal/v1.0.1/emrPatients/emrSmartSearch?accountNumber=1001&lastName=Okonkwo',
      { as: demoUsers.ada },
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Array<Record<string, unknown>> };
    expect(data.map((patient) => [patient.ChartNumber, patient.SocialSecurityNumber])).toEqual([
      ['MRN-77001', '***-**-6612'],
      ['MRN-77002', null],
    ]);
    expect(requests).toEqual([
      { url: '/fhir/R4/Patient?family=Okonkwo&_count=50', authorization: 'Bearer backend-token' },
    ]);

    const chart = await server.request(
      '/api/portal/v1.0.1/emrPatients/patient/MRN-77002?accountNumber=1001',
      { as: demoUsers.ada },
    );
    expect(chart.status).toBe(200);
    expect(((await chart.json()) as { data: Record<string, unknown> }).data).toMatchObject({
      ChartNumber: 'MRN-77002',
      FirstName: 'Ifeanyi',
    });
    expect(requests.at(-1)?.url).toBe(
      '/fhir/R4/Patient?identifier=urn%3Aoid%3A1.2.36.146.595.217.0.1%7CMRN-77002&_count=50',
    );
  });
});
