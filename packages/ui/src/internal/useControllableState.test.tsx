import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useControllableState, type SetControllableState } from './useControllableState';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;

function mount(element: React.ReactElement) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(element));
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

describe('useControllableState', () => {
  it('keeps its own value when uncontrolled and reports each change', () => {
    const onChange = vi.fn();
    let set: SetControllableState<number> = () => {};
    function Counter() {
      const [value, setValue] = useControllableState({ defaultValue: 1, onChange });
      set = setValue;
      return <output>{value}</output>;
    }
    mount(<Counter />);
    expect(container!.textContent).toBe('1');
    act(() => set((previous) => previous + 1));
    expect(container!.textContent).toBe('2');
    expect(onChange).toHaveBeenCalledWith(2);
    act(() => set(2));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows the caller value when controlled and only asks for changes', () => {
    const onChange = vi.fn();
    let set: SetControllableState<string> = () => {};
    function Field({ value }: { value: string }) {
      const [current, setValue] = useControllableState({ value, defaultValue: '', onChange });
      set = setValue;
      return <output>{current}</output>;
    }
    mount(<Field value="a" />);
    act(() => set('b'));
    expect(onChange).toHaveBeenCalledWith('b');
    expect(container!.textContent).toBe('a');
  });

  it('follows the caller when the caller accepts the change', () => {
    let set: SetControllableState<string> = () => {};
    function Inner({ value, onChange }: { value: string; onChange: (v: string) => void }) {
      const [current, setValue] = useControllableState({ value, defaultValue: '', onChange });
      set = setValue;
      return <output>{current}</output>;
    }
    function Owner() {
      const [value, setValue] = useState('x');
      return <Inner value={value} onChange={setValue} />;
    }
    mount(<Owner />);
    act(() => set((previous) => `${previous}y`));
    expect(container!.textContent).toBe('xy');
  });

  it('applies two updates in one event on top of each other', () => {
    let set: SetControllableState<number> = () => {};
    function Counter() {
      const [value, setValue] = useControllableState({ defaultValue: 0 });
      set = setValue;
      return <output>{value}</output>;
    }
    mount(<Counter />);
    act(() => {
      set((previous) => previous + 1);
      set((previous) => previous + 1);
    });
    expect(container!.textContent).toBe('2');
  });
});
