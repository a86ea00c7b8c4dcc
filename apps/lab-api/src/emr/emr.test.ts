// EMR look-up over real HTTP (the local EMR), and the FHIR R4 adapter against a local FHIR server
// answering a Patient search Bundle fixture.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, strangerEmail, useTestServer } from '../testing/index.js';
import { maskSocialSecurityNumber } from './emr-adapter.js';
import { FhirEmrAdapter } from './fhir-emr-adapter.js';

const server = useTestServer();

const base = '/api/portal/v1.0.1';

interface EmrPatient {
  ChartNumber: string;
  DateOfBirth: string | null;
  FirstName: string | null;
  LastName: string | null;
  MiddleName: string | null;
  Sex: string | null;
  SocialSecurityNumber: string | null;
}

describe('GET /emrPatients/emrSmartSearch', () => {
  it('finds charts by last and first name prefixes, with the SSN masked', async () => {
    const response = await server.request(
      `${base}/emrPatients/emrSmartSearch?accountNumber=1001&lastName=whit&firstName=el`,
      { as: demoUsers.sam },
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: EmrPatient[] };
    expect(data).toEqual([
      {
        ChartNumber: 'CH-1001-0001',
        DateOfBirth: '1961-04-17',
        FirstName: 'Eleanor',
        LastName: 'Whitaker',
        MiddleName: 'Mae',
        Sex: 'F',
        SocialSecurityNumber: '***-**-4411',
      },
    ]);
    const byFirst = await server.request(
      `${base}/emrPatients/emrSmartSearch?accountNumber=1002&firstName=H`,
      { as: demoUsers.newProvider },
    );
    const charts = ((await byFirst.json()) as { data: EmrPatient[] }).data;
    expect(charts.map((chart) => chart.ChartNumber)).toEqual(['CH-1002-0006']);
    const text = JSON.stringify(charts);
    expect(text).not.toMatch(/\d{3}-\d{2}-\d{4}/);
    const event = await server.database.db
      .selectFrom('audit_event')
      .select(['action', 'account_number'])
      .where('action', '=', 'emr.search')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ action: 'emr.search', account_number: '1001' });
  });

  it('needs a name and an account the caller is approved for', async () => {
    const cases: Array<[string, string, number]> = [
      [demoUsers.sam, 'accountNumber=1001', 400],
      [demoUsers.sam, 'lastName=whit', 400],
      [demoUsers.sam, 'accountNumber=1002&lastName=whit', 404],
      [demoUsers.ada, 'accountNumber=1003&lastName=whit', 404],
      [demoUsers.noAccount, 'accountNumber=1001&lastName=whit', 404],
      [strangerEmail, 'accountNumber=1001&lastName=whit', 404],
      [demoUsers.ada, 'accountNumber=1001&lastName=%3Cscript%3E', 400],
      [demoUsers.ada, "accountNumber=1001'--&lastName=whit", 400],
      [demoUsers.ada, 'accountNumber=1001&lastName=%25', 400],
    ];
    for (const [as, query, status] of cases) {
      const response = await server.request(`${base}/emrPatients/emrSmartSearch?${query}`, { as });
      expect(response.status, `${as} ${query}`).toBe(status);
    }
  });
});

describe('GET /emrPatients/patient/{chartNumber}', () => {
  it('answers one chart of the account, 404 for another account’s chart', async () => {
    const response = await server.request(
      `${base}/emrPatients/patient/CH-1002-0003?accountNumber=1002`,
      { as: demoUsers.ada },
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: EmrPatient }).data).toMatchObject({
      ChartNumber: 'CH-1002-0003',
      LastName: 'Vance',
      SocialSecurityNumber: '***-**-9876',
    });
    for (const [as, path, status] of [
      [demoUsers.ada, 'CH-1002-0003?accountNumber=1001', 404],
      [demoUsers.sam, 'CH-1002-0003?accountNumber=1002', 404],
      [demoUsers.ada, 'CH-1003-0001?accountNumber=1003', 404],
      [demoUsers.ada, 'CH-1001-0099?accountNumber=1001', 404],
      [demoUsers.ada, 'CH-1001-0001', 400],
      [demoUsers.ada, 'CH%201001?accountNumber=1001', 400],
    ] as const) {
      const answer = await server.request(`${base}/emrPatients/patient/${path}`, { as });
      expect(answer.status, `${as} ${path}`).toBe(status);
    }
  });
});

describe('EMR look-up for every demo user: no chart of another account', () => {
  // Approved access: dr.ada 1001 and 1002 (1003 not approved), sam 1001, new.provider 1002 (its
  // registration is not completed), no.account none, the stranger no lab profile at all.
  const approved: Record<string, readonly string[]> = {
    [demoUsers.ada]: ['1001', '1002'],
    [demoUsers.sam]: ['1001'],
    [demoUsers.newProvider]: ['1002'],
    [demoUsers.noAccount]: [],
    [strangerEmail]: [],
  };
  const accounts = ['1001', '1002', '1003', '9999'];

  async function expectRefusal(response: Response, label: string) {
    expect(response.status, label).toBe(404);
    const text = await response.text();
    expect(Object.keys(JSON.parse(text) as object).sort(), label).toEqual(['errors', 'success']);
    // Not a word of any chart: names, chart numbers, dates of birth, SSN digits.
    expect(text, label).not.toMatch(/Whitaker|Achterberg|Vance|CH-1\d{3}-|19\d\d-\d\d-\d\d|\d{4}"/);
  }

  it('emrSmartSearch answers only the charts of an approved account, 404 otherwise', async () => {
    for (const [user, allowed] of Object.entries(approved)) {
      for (const account of accounts) {
        const label = `${user} on ${account}`;
        const response = await server.request(
          `${base}/emrPatients/emrSmartSearch?accountNumber=${account}&lastName=a`,
          { as: user },
        );
        if (!allowed.includes(account)) {
          await expectRefusal(response, label);
          continue;
        }
        expect(response.status, label).toBe(200);
        const charts = ((await response.json()) as { data: EmrPatient[] }).data;
        expect(charts.map((chart) => chart.LastName).sort(), label).toEqual([
          'Achterberg',
          'Adebayo',
        ]);
        for (const chart of charts) {
          expect(chart.ChartNumber.startsWith(`CH-${account}-`), label).toBe(true);
          expect(chart.SocialSecurityNumber, label).toMatch(/^\*\*\*-\*\*-\d{4}$/);
        }
      }
    }
  });

  it('emrPatients/patient answers a chart only in its own approved account, 404 otherwise', async () => {
    for (const [user, allowed] of Object.entries(approved)) {
      for (const chartAccount of ['1001', '1002', '1003']) {
        for (const account of accounts) {
          const chartNumber = `CH-${chartAccount}-0003`;
          const label = `${user} asks ${chartNumber} in ${account}`;
          const response = await server.request(
            `${base}/emrPatients/patient/${chartNumber}?accountNumber=${account}`,
            { as: user },
          );
          if (allowed.includes(account) && chartAccount === account) {
            expect(response.status, label).toBe(200);
            expect(((await response.json()) as { data: EmrPatient }).data).toMatchObject({
              ChartNumber: chartNumber,
              LastName: 'Vance',
              SocialSecurityNumber: '***-**-9876',
            });
          } else {
            await expectRefusal(response, label);
          }
        }
      }
    }
    // No token at all: 401 before anything else.
    const anonymous = await server.request(
      `${base}/emrPatients/patient/CH-1001-0003?accountNumber=1001`,
    );
    expect(anonymous.status).toBe(401);
  });
});

describe('SSN masking', () => {
  it('keeps only the last four digits', () => {
    expect(maskSocialSecurityNumber('900-12-4411')).toBe('***-**-4411');
    expect(maskSocialSecurityNumber('900124411')).toBe('***-**-4411');
    expect(maskSocialSecurityNumber('12')).toBeNull();
    expect(maskSocialSecurityNumber(null)).toBeNull();
  });
});

describe('FHIR R4 adapter', () => {
  let fhir: Server;
  let fhirUrl: string;
  const requests: Array<{
    url: string;
    accept: string | undefined;
    authorization: string | undefined;
  }> = [];
  const bundle = readFileSync(new URL('./fixtures/fhir-patient-bundle.json', import.meta.url));

  beforeAll(async () => {
    fhir = createServer((request, response) => {
      requests.push({
        url: request.url ?? '',
        accept: request.headers.accept,
        authorization: request.headers.authorization,
      });
      if (request.url?.includes('family=Broken')) {
        response.writeHead(500).end('boom');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/fhir+json' }).end(bundle);
    });
    await new Promise<void>((resolve) => fhir.listen(0, '127.0.0.1', resolve));
    fhirUrl = `http://127.0.0.1:${(fhir.address() as AddressInfo).port}/fhir/R4`;
  });

  afterAll(async () => {
    await new Promise((resolve) => fhir.close(resolve));
  });

  function adapter() {
    return new FhirEmrAdapter({
      baseUrlFor: () => fhirUrl,
      chartNumberSystem: 'urn:oid:1.2.36.146.595.217.0.1',
      accessToken: async () => 'backend-token',
    });
  }
  const account = { accountId: 501, accountNumber: '1001' };

  it('searches Patient by family and given name and maps the Bundle to charts', async () => {
    const charts = await adapter().searchByName(account, { lastName: 'Okonkwo', firstName: 'Fen' });
    expect(requests.at(-1)).toEqual({
      url: '/fhir/R4/Patient?family=Okonkwo&given=Fen&_count=50',
      accept: 'application/fhir+json',
      authorization: 'Bearer backend-token',
    });
    expect(charts).toEqual([
      {
        chartNumber: 'MRN-77001',
        dateOfBirth: '1988-02-29',
        firstName: 'Fenella',
        middleName: 'Grace',
        lastName: 'Okonkwo',
        sex: 'F',
        socialSecurityNumber: '907-44-6612',
      },
      {
        chartNumber: 'MRN-77002',
        dateOfBirth: null,
        firstName: 'Ifeanyi',
        middleName: null,
        lastName: 'Okonkwo',
        sex: 'M',
        socialSecurityNumber: null,
      },
    ]);
  });

  it('finds a chart by its medical record number identifier', async () => {
    const chart = await adapter().findByChartNumber(account, 'MRN-77002');
    expect(requests.at(-1)?.url).toBe(
      '/fhir/R4/Patient?identifier=urn%3Aoid%3A1.2.36.146.595.217.0.1%7CMRN-77002&_count=50',
    );
    expect(chart?.firstName).toBe('Ifeanyi');
    expect(await adapter().findByChartNumber(account, 'MRN-00000')).toBeUndefined();
  });

  it('fails when the server answers an error', async () => {
    await expect(adapter().searchByName(account, { lastName: 'Broken' })).rejects.toThrow(/500/);
  });
});
