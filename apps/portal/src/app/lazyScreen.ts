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
  const preload = () => {
    loading ??= load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        // A failed load (a new deploy, the network) may be tried again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  everyScreen.push(preload);
  return Object.assign(lazy(preload), { preload });
}

/** Loads every screen declared so far (tests render without waiting for code). */
export async function preloadEveryScreen(): Promise<void> {
  await Promise.all(everyScreen.map((preload) => preload()));
}
