// The page heading's focus: left alone on a first page load, taken on every later view change, also
// when the control that started it unmounted and focus fell to <body>.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A fresh copy of the hook's module (its "a view was shown before" is module-wide). */
async function freshPage() {
  vi.resetModules();
  const { usePageHeading, startAsFirstLoad } = await import('./usePageHeading.ts');
  function Page({ title }: { title: string }) {
    const heading = usePageHeading(title);
    return (
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
    );
  }
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const show = (title: string) => act(() => root.render(<Page key={title} title={title} />));
  return { show, root, startAsFirstLoad };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('usePageHeading', () => {
  it('leaves focus on <body> on the first page load, then moves it to each later view’s heading', async () => {
    const { show, root } = await freshPage();
    await show('Orders');
    expect(document.activeElement).toBe(document.body);
    expect(document.title).toBe('Orders · Loci provider portal');
    await show('New patient');
    expect(document.activeElement?.textContent).toBe('New patient');
    (document.activeElement as HTMLElement).blur();
    await show('Hopper, Grace');
    expect(document.activeElement?.textContent).toBe('Hopper, Grace');
    act(() => root.unmount());
  });

  it('starts over as a first load for a host that shows one screen after another (the screen stories)', async () => {
    // The document was used before (an earlier story's clicks).
    vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: true } });
    const { show, root, startAsFirstLoad } = await freshPage();
    await show('Orders');
    await show('New patient');
    expect(document.activeElement?.textContent).toBe('New patient');
    (document.activeElement as HTMLElement).blur();
    startAsFirstLoad();
    await show('Patient 7');
    await show('Hopper, Grace');
    expect(document.activeElement).toBe(document.body);
    // The visitor of this screen presses something: the next view takes the focus again.
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await show('Edit Hopper, Grace');
    expect(document.activeElement?.textContent).toBe('Edit Hopper, Grace');
    act(() => root.unmount());
  });

  it('leaves focus alone while the visitor has not used the page (a title that changes as it loads)', async () => {
    vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: false } });
    const { show, root } = await freshPage();
    await show('Order');
    await show('Order 500019');
    expect(document.activeElement).toBe(document.body);
    act(() => root.unmount());
  });
});
