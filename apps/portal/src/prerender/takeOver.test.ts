import { afterEach, describe, expect, it } from 'vitest';
import { prerenderElementId, takeOverPrerenderedPage } from './takeOver.tsx';

const screen = '<main tabindex="-1"><h1>Loci provider portal</h1><button>Sign in</button></main>';

afterEach(() => {
  document.body.innerHTML = '';
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

  it('changes nothing on a page without pre-rendered markup', () => {
    document.body.innerHTML = `<div id="root">${screen}</div>`;
    expect(takeOverPrerenderedPage()).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
    expect(document.body.innerHTML).toBe(`<div id="root">${screen}</div>`);
  });
});
