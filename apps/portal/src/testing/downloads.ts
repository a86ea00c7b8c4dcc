// Catches the files a screen saves (saveBlob: an object URL and a clicked download link), so a
// test can read the saved file names without a browser's download.
import { vi } from 'vitest';

export function captureDownloads() {
  const created = vi.fn((_blob: Blob) => 'blob:download');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
  const fileNames: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    fileNames.push(this.download);
  });
  return {
    fileNames,
    /** The blobs given to URL.createObjectURL. */
    blobs: () => created.mock.calls.map(([blob]) => blob),
    restore: () => {
      click.mockRestore();
      vi.unstubAllGlobals();
    },
  };
}
