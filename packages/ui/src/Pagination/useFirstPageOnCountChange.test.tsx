import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFirstPageOnCountChange } from './useFirstPageOnCountChange';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;

function Pager({ count, onReset }: { count: number | undefined; onReset: () => void }) {
  useFirstPageOnCountChange(count, onReset);
  return null;
}

function renderWith(count: number | undefined, onReset: () => void) {
  if (!root) {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  }
  act(() => root!.render(<Pager count={count} onReset={onReset} />));
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
});

describe('useFirstPageOnCountChange', () => {
  it('does nothing on the first render or when the count stays the same', () => {
    const onReset = vi.fn();
    renderWith(40, onReset);
    renderWith(40, onReset);
    expect(onReset).not.toHaveBeenCalled();
  });

  it('goes back to the first page when the count changes', () => {
    const onReset = vi.fn();
    renderWith(40, onReset);
    renderWith(41, onReset);
    renderWith(12, onReset);
    expect(onReset).toHaveBeenCalledTimes(2);
  });

  it('compares the counts before and after a load, skipping the unknown count in between', () => {
    const onReset = vi.fn();
    renderWith(undefined, onReset);
    renderWith(1234, onReset);
    expect(onReset).not.toHaveBeenCalled();
    renderWith(undefined, onReset);
    renderWith(1234, onReset);
    expect(onReset).not.toHaveBeenCalled();
    renderWith(undefined, onReset);
    renderWith(90, onReset);
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
