import { Suspense, act, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { PrerenderedPart } from './PrerenderedPart.tsx';
import { PrerenderTakeOver, prerenderElementId, prerenderOffAttribute } from './takeOver.tsx';

// A panel whose code never arrives: its Suspense fallback stays.
const Loading = lazy(() => new Promise<never>(() => undefined));

function Home() {
  return (
    <main>
      <h1>Home</h1>
      <Suspense fallback={<PrerenderedPart id="part" fallback={<p>skeleton</p>} />}>
        <Loading />
      </Suspense>
      <PrerenderTakeOver />
    </main>
  );
}

async function drawHome() {
  document.body.innerHTML = `<div id="${prerenderElementId}"><main><h1>Home</h1><div id="part"><section>Drawn by the server</section></div></main></div><div id="root" hidden></div>`;
  const root = document.getElementById('root')!;
  const app = createRoot(root);
  await act(async () => app.render(<Home />));
  return { root, unmount: () => act(() => app.unmount()) };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(prerenderOffAttribute);
});

describe('a pre-rendered part kept while the app’s own loads', () => {
  it('moves the server’s markup into the app’s place at the take-over, without a skeleton', async () => {
    const { root, unmount } = await drawHome();
    expect(document.getElementById(prerenderElementId)).toBeNull();
    expect(root.hidden).toBe(false);
    const part = document.getElementById('part');
    expect(part?.textContent).toBe('Drawn by the server');
    expect(root.querySelector('main')?.contains(part)).toBe(true);
    expect((part?.parentElement as HTMLElement).style.display).toBe('contents');
    expect(root.textContent).not.toContain('skeleton');
    await unmount();
  });

  it('draws the fallback when the pre-rendered page is hidden from this visitor', async () => {
    document.documentElement.setAttribute(prerenderOffAttribute, '');
    const { root, unmount } = await drawHome();
    expect(root.textContent).toContain('skeleton');
    expect(root.textContent).not.toContain('Drawn by the server');
    await unmount();
  });
});
