import { Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyScreen } from '../app/lazyScreen.ts';

/**
 * A widget whose code loads when it is first drawn (issue 18), inside its own Suspense:
 * `placeholder(props)` stands in meanwhile (nothing for a closed dialog, a same-sized field for a
 * field), so the screen around it paints without waiting.
 */
export function lazyWidget<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  placeholder: (props: Props) => ReactNode = () => null,
) {
  const Code = lazyScreen(load, pick);
  return function LazyWidget(props: Props) {
    return (
      <Suspense fallback={placeholder(props)}>
        <Code {...props} />
      </Suspense>
    );
  };
}
