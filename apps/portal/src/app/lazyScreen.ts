// Screens loaded when first needed (issue 18): a React.lazy component that can also be fetched
// ahead (on hover, when idle) and, in tests, loaded before the first render.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy takes them
type AnyComponent = ComponentType<any>;

export type LazyScreen<Component extends AnyComponent> = LazyExoticComponent<Component> & {
  /** Starts loading the screen's code (once); later renders do not wait for it. */
  preload(): Promise<unknown>;
};

const everyScreen: Array<() => Promise<unknown>> = [];

/** A screen from a module loaded on first render: `lazyScreen(() => import('./X.tsx'), (m) => m.X)`. */
export function lazyScreen<Module, Component extends AnyComponent>(
  load: () => Promise<Module>,
  pick: (module: Module) => Component,
): LazyScreen<Component> {
  let loading: Promise<{ default: Component }> | undefined;
  let loaded: { default: Component } | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = { default: pick(module) }),
      (error: unknown) => {
        // A failed load (a new deploy, the network) may be tried again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  everyScreen.push(preload);
  // Code already loaded (prefetched, or loaded for a test) is handed over at once: React.lazy
  // then draws the component in the same render instead of showing the fallback for a moment.
  type Loaded = { default: Component };
  const loadNow = (): Promise<Loaded> => {
    const ready = loaded;
    if (!ready) return preload();
    // A thenable that answers in the same call (React.lazy only calls its `then`).
    const now = { then: (resolve: (value: Loaded) => void) => resolve(ready) };
    return now as unknown as Promise<Loaded>;
  };
  return Object.assign(lazy(loadNow), { preload });
}

/**
 * Loads every screen declared so far (tests render without waiting for code), and the lazy parts
 * that loading them declares (a screen's lazy typeahead), until nothing new appears.
 */
export async function preloadEveryScreen(): Promise<void> {
  let preloaded = 0;
  while (preloaded < everyScreen.length) {
    const batch = everyScreen.slice(preloaded);
    preloaded = everyScreen.length;
    await Promise.all(batch.map((preload) => preload()));
  }
}
