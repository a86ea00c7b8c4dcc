import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderElementId, takeOverPrerenderedPage } from './takeOver.tsx';

const screen = '<main tabindex="-1"><h1>Loci provider portal</h1><button>Sign in</button></main>';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('the take-over of the pre-rendered home', () => {
  it('removes the markup and shows the app’s, focus kept on the same control', () => {
    document.body.innerHTML = `<div id="${prerenderElementId}">${screen}<form></form></div><div id="root" hidden>${screen}</div>`;
    document.querySelector<HTMLButtonElement>(`#${prerenderElementId} button`)?.focus();
    const restoreFocus = takeOverPrerenderedPage();
    const root = document.getElementById('root');
    expect(document.getElementById(prerenderElementId)).toBeNull();
    expect(root?.hidden).toBe(false);
    restoreFocus?.();
    expect(document.activeElement).toBe(root?.querySelector('button'));
  });

  it('finds the same control when the app draws a part the markup has not (the progress bar)', () => {
    const shell = (progress: string) =>
      `<div><a href="#main">Skip</a>${progress}<header><button>Menu</button></header>${screen}</div>`;
    document.body.innerHTML = `<div id="${prerenderElementId}">${shell('')}</div><div id="root" hidden>${shell('<div role="progressbar"></div>')}</div>`;
    document.querySelector<HTMLButtonElement>(`#${prerenderElementId} main button`)?.focus();
    const restoreFocus = takeOverPrerenderedPage();
    restoreFocus?.();
    expect(document.activeElement).toBe(document.querySelector('#root main button'));
  });

  it('waits while a control of the markup is pressed, then swaps once the press has ended', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<div id="${prerenderElementId}">${screen}</div><div id="root" hidden>${screen}</div>`;
    const prerendered = document.getElementById(prerenderElementId);
    const pressed = prerendered?.querySelector<HTMLButtonElement>('button');
    pressed?.focus();
    // The browser's `:active`: the button under a held mouse (the test page cannot hold one).
    let held = true;
    const querySelector = Element.prototype.querySelector;
    vi.spyOn(prerendered as Element, 'querySelector').mockImplementation(function (
      this: Element,
      selector: string,
    ) {
      return selector === ':active'
        ? held
          ? (pressed ?? null)
          : null
        : querySelector.call(this, selector);
    });
    expect(takeOverPrerenderedPage()).toBeNull();
    expect(takeOverPrerenderedPage()).toBeNull();
    expect(document.getElementById(prerenderElementId)).not.toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(document.getElementById(prerenderElementId)).not.toBeNull();
    held = false;
    window.dispatchEvent(new Event('pointerup'));
    vi.advanceTimersByTime(0);
    expect(document.getElementById(prerenderElementId)).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('#root button'));
  });

  it('changes nothing on a page without pre-rendered markup', () => {
    document.body.innerHTML = `<div id="root">${screen}</div>`;
    expect(takeOverPrerenderedPage()).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
    expect(document.body.innerHTML).toBe(`<div id="root">${screen}</div>`);
  });
});
