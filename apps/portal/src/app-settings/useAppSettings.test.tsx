import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakePortal, renderWithServices, type FakePortal } from '../testing/renderPortal.tsx';
import { demoProfile } from '../testing/demoProfile.ts';
import { portalAppSettingNames } from './appSettings.ts';
import { useAppSettings } from './useAppSettings.ts';

function SettingsProbe({ name }: { name: string }) {
  const { flags, settings, loaded } = useAppSettings();
  const email = settings.find((setting) => setting.VarName === 'LabSupportEmail')?.VarValue;
  return (
    <p data-probe={name}>
      {loaded ? 'loaded' : 'waiting'} · ML_insurance_flow {flags.ML_insurance_flow ? 'on' : 'off'} ·{' '}
      {email ?? 'no e-mail'}
    </p>
  );
}

const json = (data: unknown) =>
  new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });

const labAnswer = [
  { VarName: 'ML_insurance_flow', VarValue: 'true' },
  { VarName: 'LabSupportEmail', VarValue: 'support@loci.test' },
];

/** The portal's services whose POST /settings answers `answer` (or waits for `release`). */
function portalAnswering(answer: unknown, gate?: Promise<void>) {
  const portal = fakePortal({ signedIn: true, profile: demoProfile() });
  const bodies: unknown[] = [];
  portal.fetch.mockImplementation(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url).endsWith('/settings')) {
      bodies.push(JSON.parse(String(init?.body)));
      await gate;
      return json(answer);
    }
    return new Response('{}', { status: 404 });
  });
  return { portal, bodies };
}

async function show(portal: FakePortal, probes = ['one']) {
  const view = await renderWithServices(
    portal.services,
    '/',
    probes.map((name) => <SettingsProbe key={name} name={name} />),
  );
  await view.settle();
  return view;
}

describe('the app settings of the session', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('asks the lab once for every flag and contact setting and keeps the answer in local storage', async () => {
    const { portal, bodies } = portalAnswering(labAnswer);
    const view = await show(portal, ['one', 'two']);
    expect(bodies).toEqual([[...portalAppSettingNames]]);
    for (const probe of view.container.querySelectorAll('p'))
      expect(probe.textContent).toBe('loaded · ML_insurance_flow on · support@loci.test');
    expect(portal.services.storage.read('appSettings')).toEqual(labAnswer);
    view.unmount();
  });

  it('answers from the stored copy at once, while the lab is still being asked', async () => {
    const waiting = new Promise<void>(() => undefined);
    const { portal, bodies } = portalAnswering([], waiting);
    portal.services.storage.write('appSettings', labAnswer);
    const view = await show(portal);
    expect(bodies).toHaveLength(1);
    expect(view.container.textContent).toBe('loaded · ML_insurance_flow on · support@loci.test');
    view.unmount();
  });

  it('replaces the stored copy with the lab’s answer (a flag turned off reaches the portal)', async () => {
    const { portal } = portalAnswering([{ VarName: 'ML_insurance_flow', VarValue: 'false' }]);
    portal.services.storage.write('appSettings', labAnswer);
    const view = await show(portal);
    expect(view.container.textContent).toBe('loaded · ML_insurance_flow off · no e-mail');
    expect(portal.services.storage.read('appSettings')).toEqual([
      { VarName: 'ML_insurance_flow', VarValue: 'false' },
    ]);
    view.unmount();
  });

  it('does not ask again when another screen needs the settings later in the page load', async () => {
    const { portal, bodies } = portalAnswering(labAnswer);
    function LaterScreen() {
      const [shown, setShown] = useState(false);
      return shown ? (
        <SettingsProbe name="later" />
      ) : (
        <button type="button" onClick={() => setShown(true)}>
          Open
        </button>
      );
    }
    const view = await renderWithServices(
      portal.services,
      '/',
      <>
        <SettingsProbe name="first" />
        <LaterScreen />
      </>,
    );
    await view.settle();
    await act(async () => view.container.querySelector('button')!.click());
    await view.settle();
    expect(view.container.querySelector('[data-probe="later"]')?.textContent).toBe(
      'loaded · ML_insurance_flow on · support@loci.test',
    );
    expect(bodies).toHaveLength(1);
    view.unmount();
  });

  it('holds nothing and asks nothing while nobody is signed in', async () => {
    const portal = fakePortal({ signedIn: false });
    portal.services.storage.write('appSettings', labAnswer);
    const view = await show(portal);
    expect(view.container.textContent).toBe('waiting · ML_insurance_flow off · no e-mail');
    expect(portal.fetch).not.toHaveBeenCalled();
    view.unmount();
  });
});
