// The patient list as users meet it at `#patients`: every search, sort and page is the server's
// (the request it receives), and the table shows the rows the server answers.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataTableDriver } from '@loci/ui/test';
import type { PatientAccessionSearchItem, PatientSearchItem } from '@loci/contract';
import { demoProfile } from '../testing/demoProfile.ts';
import { fakePortal, renderPortalAt } from '../testing/renderPortal.tsx';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

function patient(id: number, lastName: string, firstName: string): PatientSearchItem {
  return {
    patientId: id,
    lastName,
    firstName,
    gender: 'F',
    dateOfBirth: '1990-12-09',
    email: `${firstName.toLowerCase()}@example.org`,
    accountNumber: '1001',
    phone: '617-555-0100',
  };
}

interface Searched {
  path: string;
  body: Record<string, unknown>;
}

/**
 * A portal whose server holds 45 patients (Patient01 … Patient45 by id): it answers the page asked
 * for, in the order asked for, and records each search it receives.
 */
function portalWithPatients(options: { emrKeyAccounts?: readonly string[] } = {}) {
  const portal = fakePortal({ signedIn: true, profile: demoProfile() });
  const fallback = portal.fetch.getMockImplementation() as (
    url: RequestInfo | URL,
    init?: RequestInit,
  ) => Promise<Response>;
  const all = Array.from({ length: 45 }, (_, index) =>
    patient(index + 1, `Patient${String(index + 1).padStart(2, '0')}`, 'Ada'),
  );
  const searched: Searched[] = [];
  const keyAsked: string[] = [];
  portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://portal.test').pathname;
    const key = /\/siteServiceKeys\/SiteServiceKeyPresentForAccount\/(\w+)$/.exec(path);
    if (key) {
      keyAsked.push(key[1]!);
      return json((options.emrKeyAccounts ?? []).includes(key[1]!));
    }
    if (path.endsWith('/patient/search/accession')) {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      searched.push({ path, body });
      const items: PatientAccessionSearchItem[] = [
        { ...patient(7, 'Hopper', 'Grace'), accessionNumber: 'AC00000012' },
        { ...patient(7, 'Hopper', 'Grace'), accessionNumber: 'AC00000123' },
      ];
      return json({ success: true, data: { items, totalCount: 2, pageNumber: 1, pageSize: 20 } });
    }
    if (path.endsWith('/patient/search')) {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      searched.push({ path, body });
      const term = String(body.SearchTerm ?? '').toLowerCase();
      let rows = term ? all.filter((row) => row.lastName!.toLowerCase().includes(term)) : all;
      if (body.OrderBy === 'PatientName' && body.OrderByDirection === 1) {
        rows = [...rows].reverse();
      }
      const page = Number(body.PageNumber);
      const size = Number(body.PageSize);
      return json({
        success: true,
        data: {
          items: rows.slice((page - 1) * size, page * size),
          totalCount: rows.length,
          pageNumber: page,
          pageSize: size,
        },
      });
    }
    return fallback(url, init);
  });
  return { portal, searched, keyAsked };
}

async function click(element: Element | null | undefined) {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => element.click());
}

function button(container: HTMLElement, name: string) {
  return [...container.querySelectorAll('button')].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name,
  );
}

async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const searchField = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="search"]')!;

describe('/user-account#patients', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('asks the server for the first page of 20 of the selected account and shows its rows', async () => {
    const { portal, searched } = portalWithPatients();
    const screen = await renderPortalAt('/user-account#patients', portal);
    expect(screen.heading()).toBe('Patients');
    expect(searched).toEqual([
      {
        path: '/api/portal/v1.0.1/patient/search',
        body: {
          AccountNumbers: ['1001'],
          SearchTerm: '',
          FirstCharLastNameOnly: false,
          PageNumber: 1,
          PageSize: 20,
        },
      },
    ]);
    const table = dataTableDriver(screen.container.querySelector('table')!);
    expect(table.rowCount()).toBe(45);
    expect(table.renderedRowCount()).toBe(20);
    expect(table.rowKeys()[0]).toBe('Patient01, Ada');
    expect(table.rowTexts('Patient01, Ada')).toEqual([
      'Patient01, Ada',
      '1',
      '12/09/1990',
      'Female',
      'ada@example.org',
      '617-555-0100',
      '1001',
    ]);
    expect(screen.container.querySelector('a[href="/user-account#patients/1"]')?.textContent).toBe(
      'Patient01, Ada',
    );
    screen.unmount();
  });

  it('pages on the server: the next page asks for page 2 and shows its rows', async () => {
    const { portal, searched } = portalWithPatients();
    const screen = await renderPortalAt('/user-account#patients', portal);
    await click(button(screen.container, 'Next page'));
    await screen.settle();
    expect(searched.at(-1)?.body).toMatchObject({ PageNumber: 2, PageSize: 20 });
    const table = dataTableDriver(screen.container.querySelector('table')!);
    expect(table.rowKeys()[0]).toBe('Patient21, Ada');
    await click(button(screen.container, 'Last page'));
    await screen.settle();
    expect(searched.at(-1)?.body).toMatchObject({ PageNumber: 3 });
    expect(dataTableDriver(screen.container.querySelector('table')!).rowKeys()).toEqual(
      Array.from({ length: 5 }, (_, index) => `Patient${41 + index}, Ada`),
    );
    screen.unmount();
  });

  it('sorts on the server: the name column asks for PatientName ascending, then descending, from page 1', async () => {
    const { portal, searched } = portalWithPatients();
    const screen = await renderPortalAt('/user-account#patients', portal);
    await click(button(screen.container, 'Next page'));
    await screen.settle();
    let table = dataTableDriver(screen.container.querySelector('table')!);
    await click(table.sortButton('Patient'));
    await screen.settle();
    expect(searched.at(-1)?.body).toMatchObject({
      OrderBy: 'PatientName',
      OrderByDirection: 0,
      PageNumber: 1,
    });
    table = dataTableDriver(screen.container.querySelector('table')!);
    expect(table.sortOf('Patient')).toBe('ascending');
    await click(table.sortButton('Patient'));
    await screen.settle();
    expect(searched.at(-1)?.body).toMatchObject({ OrderBy: 'PatientName', OrderByDirection: 1 });
    table = dataTableDriver(screen.container.querySelector('table')!);
    expect(table.sortOf('Patient')).toBe('descending');
    expect(table.rowKeys()[0]).toBe('Patient45, Ada');
    await click(table.sortButton('Patient'));
    await screen.settle();
    expect(searched.at(-1)?.body).not.toHaveProperty('OrderBy');
    expect(() => table.sortButton('Phone')).toThrow('cannot sort');
    screen.unmount();
  });

  it('searches on the server with the trimmed term from page 1 and says when nothing matches', async () => {
    const { portal, searched } = portalWithPatients();
    const screen = await renderPortalAt('/user-account#patients', portal);
    await click(button(screen.container, 'Next page'));
    await screen.settle();
    await type(searchField(screen.container), '  patient4 ');
    await click(button(screen.container, 'Search'));
    await screen.settle();
    expect(searched.at(-1)).toEqual({
      path: '/api/portal/v1.0.1/patient/search',
      body: expect.objectContaining({ SearchTerm: 'patient4', PageNumber: 1 }) as unknown,
    });
    expect(dataTableDriver(screen.container.querySelector('table')!).rowKeys()).toEqual([
      'Patient40, Ada',
      'Patient41, Ada',
      'Patient42, Ada',
      'Patient43, Ada',
      'Patient44, Ada',
      'Patient45, Ada',
    ]);
    await type(searchField(screen.container), 'nobody');
    await click(button(screen.container, 'Search'));
    await screen.settle();
    expect(screen.container.textContent).toContain('No patient matches “nobody”');
    screen.unmount();
  });

  it('searches an accession number with POST /patient/search/accession and shows each order’s accession', async () => {
    const { portal, searched } = portalWithPatients();
    const screen = await renderPortalAt('/user-account#patients', portal);
    await type(searchField(screen.container), ' ac0000001 ');
    await click(button(screen.container, 'Search'));
    await screen.settle();
    expect(searched.at(-1)).toEqual({
      path: '/api/portal/v1.0.1/patient/search/accession',
      body: {
        AccountNumbers: ['1001'],
        SearchTerm: 'AC0000001',
        FirstCharLastNameOnly: false,
        PageNumber: 1,
        PageSize: 20,
      },
    });
    const table = dataTableDriver(screen.container.querySelector('table')!);
    expect(table.columnHeader('Accession number')).toBeTruthy();
    expect(table.renderedRowCount()).toBe(2);
    const rows = [...table.table.querySelectorAll('tbody > tr')].map((row) =>
      row.lastElementChild?.textContent?.trim(),
    );
    expect(rows).toEqual(['AC00000012', 'AC00000123']);

    await type(searchField(screen.container), 'Hopper');
    await click(button(screen.container, 'Search'));
    await screen.settle();
    expect(searched.at(-1)?.path).toBe('/api/portal/v1.0.1/patient/search');
    expect(() =>
      dataTableDriver(screen.container.querySelector('table')!).columnHeader('Accession number'),
    ).toThrow();
    screen.unmount();
  });

  it('offers the EMR import only when the account holds a site service key', async () => {
    const without = portalWithPatients();
    const first = await renderPortalAt('/user-account#patients', without.portal);
    await first.settle();
    expect(without.keyAsked).toEqual(['1001']);
    expect(button(first.container, 'Find a patient in the EMR')).toBeUndefined();
    expect(button(first.container, 'New patient')).toBeDefined();
    first.unmount();

    const withKey = portalWithPatients({ emrKeyAccounts: ['1001'] });
    const second = await renderPortalAt('/user-account#patients', withKey.portal);
    await second.settle();
    await click(button(second.container, 'Find a patient in the EMR'));
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain(
      'Find a patient in the EMR',
    );
    second.unmount();
  });
});
