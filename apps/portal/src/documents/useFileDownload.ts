// A file the lab serves through a call (a form, a message's attachment), downloaded through the
// API client (never a bare link: the call carries the session's token) and saved by its name.
import { useState } from 'react';
import type { DownloadCall } from '../api/apiClient.ts';
import { useAction } from '../api/callHooks.tsx';
import { saveBlob } from './documentTransfer.ts';

export interface FileDownloadOf<Item> {
  /** The download call of an item (e.g. `contractCall(downloadLabForm, { params })`). */
  call: (item: Item) => DownloadCall;
  /** The name the file is saved under. */
  fileName: (item: Item) => string;
  /** How the failure names the item ("<title> could not be downloaded. Please try again."). */
  title: (item: Item) => string;
}

/**
 * `save(item)` downloads and saves an item's file; a failure is kept in `problem` (shown by the
 * screen) and cleared by the next try. `busy` while a download is under way.
 */
export function useFileDownload<Item extends object>(name: string, of: FileDownloadOf<Item>) {
  const [problem, setProblem] = useState<string | null>(null);
  const download = useAction(name, async (api, item: Item) => {
    const answer = await api.download({ ...of.call(item), kind: 'file-transfer', report: false });
    saveBlob(answer.blob, of.fileName(item));
  });
  // SWR types `trigger` by whether its argument may be undefined, which a generic Item leaves open.
  const trigger = download.trigger as (item: Item) => Promise<void>;
  const save = async (item: Item) => {
    setProblem(null);
    try {
      await trigger(item);
    } catch {
      setProblem(`${of.title(item)} could not be downloaded. Please try again.`);
    }
  };
  return { save, problem, busy: download.isMutating };
}
