// The app's side of the page's stalled-page notice (index.html's script; docs/decisions/stalled-page-notice.md).
import { afterEach, describe, expect, it } from 'vitest';
import {
  appStartedAttribute,
  markAppStarted,
  removeStalledPageNotice,
  stalledPageNoticeId,
  stalledReloadKey,
} from './stalledPageNotice.ts';
import { prerenderElementId, prerenderOffAttribute } from '../prerender/takeOver.tsx';
import { colorSchemeStorageKey } from '../color-scheme/colorScheme.ts';
import indexHtml from '../../index.html?raw';

afterEach(() => {
  document.documentElement.removeAttribute(appStartedAttribute);
  document.getElementById(stalledPageNoticeId)?.remove();
  sessionStorage.clear();
});

describe('the stalled-page notice, from the app', () => {
  it('marks the page as started and clears the mark of the page’s one reload', () => {
    sessionStorage.setItem(stalledReloadKey, '1');
    markAppStarted();
    expect(document.documentElement.hasAttribute(appStartedAttribute)).toBe(true);
    expect(sessionStorage.getItem(stalledReloadKey)).toBeNull();
  });

  it('starts even where session storage is refused', () => {
    const refusing = {
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(() => markAppStarted(document, refusing)).not.toThrow();
    expect(document.documentElement.hasAttribute(appStartedAttribute)).toBe(true);
  });

  it('removes the notice once drawn, and is quiet when there is none', () => {
    const notice = document.createElement('div');
    notice.id = stalledPageNoticeId;
    document.body.append(notice);
    removeStalledPageNotice();
    expect(document.getElementById(stalledPageNoticeId)).toBeNull();
    expect(() => removeStalledPageNotice()).not.toThrow();
  });

  it('names in the app what index.html’s script names (it cannot import them)', () => {
    for (const name of [
      stalledPageNoticeId,
      appStartedAttribute,
      stalledReloadKey,
      prerenderElementId,
      prerenderOffAttribute,
      colorSchemeStorageKey,
    ]) {
      expect(indexHtml, name).toContain(`'${name}'`);
    }
  });
});
