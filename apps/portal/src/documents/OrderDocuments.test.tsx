// The documents panel as users meet it: a refused file never leaves the browser, a delete asks
// first and then toasts, a re-tag sends the category.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createProgressTracker, createToaster, type Toaster } from '@loci/ui';
import { PortalServicesProvider } from '../app/PortalServicesContext.tsx';
import type { PortalServices } from '../app/portalServices.ts';
import { createApiClient } from '../api/apiClient.ts';
import { createErrorReporter } from '../api/errorReporter.ts';
import { OrderDocuments, documentBeaconIntervalMs } from './OrderDocuments.tsx';
import { documentMessages } from './uploadRules.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const referral = {
  id: 5,
  billingDocumentId: null,
  orderId: 900,
  name: 'referral.pdf',
  md5: '0123456789abcdef0123456789abcdef',
  mimeType: 'application/pdf',
  notes: null,
  uploadStatus: 'Ok',
  createdDate: '2026-11-20T10:00:00',
  size: 2048,
  documentContentByte: null,
  tags: [],
};

const signedIn = { status: 'logged-in', subject: 'dr.ada', authProblem: null };

let root: Root;
let container: HTMLElement;
let toaster: Toaster;
let requests: { method: string; url: string; body: unknown }[];
let documents: (typeof referral)[];
/** What the documents beacon answers: how many documents, and when the last changed. */
let beacon: { orderId: number; documentCount: number; lastChangedDate: string | null };

function renderPanel() {
  toaster = createToaster();
  const reporter = createErrorReporter({
    show: (message) => toaster.show({ severity: 'error', message }),
  });
  const api = createApiClient({
    baseUrl: '/api/portal/v1.0.1',
    progress: createProgressTracker(),
    reporter,
    session: {
      accessToken: () => 't',
      refresh: async () => undefined,
      refreshFailed: () => undefined,
    },
    fetch: async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET' && url.includes('/documentUpload/beacon/'))
        return json(200, { success: true, data: beacon });
      if (method === 'GET') return json(200, { success: true, data: documents });
      if (method === 'DELETE') {
        documents = [];
        return json(200, { success: true, data: { DocumentId: 5 } });
      }
      return json(200, { success: true, data: { ...referral, tags: ['Clinical Notes'] } });
    },
  });
  const services = {
    api,
    reporter,
    toaster,
    session: {
      accessToken: () => 't',
      refresh: async () => undefined,
      subscribe: () => () => undefined,
      snapshot: () => signedIn,
    },
  } as unknown as PortalServices;
  act(() =>
    root.render(
      <PortalServicesProvider services={services}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <OrderDocuments orderId={900} />
        </SWRConfig>
      </PortalServicesProvider>,
    ),
  );
}

beforeEach(() => {
  requests = [];
  documents = [referral];
  beacon = { orderId: 900, documentCount: 1, lastChangedDate: '2026-11-20T10:00:00.000Z' };
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

/** What the server (or the network) does with an upload sent by XMLHttpRequest. */
type UploadAnswer = { status: number; body: unknown } | { networkError: true };

/** Replaces XMLHttpRequest: each upload takes the next answer after a half-way progress event. */
function answerUploads(answers: UploadAnswer[]) {
  const sentTo: string[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send() {
      sentTo.push(this.url);
      const answer = answers.shift()!;
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
      }, 10);
      setTimeout(() => {
        if ('networkError' in answer) return this.onerror?.();
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 300);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sentTo;
}

const pdfFile = (name: string) =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37])], name, {
    type: 'application/pdf',
  });

describe('OrderDocuments', () => {
  it('refuses a renamed program and a wrong type before anything is sent', async () => {
    renderPanel();
    const user = userEvent.setup({ applyAccept: false });
    const picker = screen.getByLabelText('Choose files for order 900');
    await user.upload(picker, new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'scan.pdf'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        documentMessages.contentMismatch('scan.pdf'),
      ),
    );
    await user.upload(picker, new File(['MZ'], 'setup.exe'));
    await waitFor(() =>
      expect(screen.getByText(documentMessages.wrongType('setup.exe'))).toBeInTheDocument(),
    );
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('refuses notes with markup beside the Notes field, sending no file, until they are fixed', async () => {
    const sentTo = answerUploads([
      { status: 200, body: { success: true, data: { DocumentId: 6 } } },
    ]);
    renderPanel();
    const user = userEvent.setup();
    const notes = screen.getByRole('textbox', { name: 'Notes for the new documents' });
    await user.type(notes, 'see <script>');
    await user.upload(screen.getByLabelText('Choose files for order 900'), pdfFile('letter.pdf'));
    await waitFor(() =>
      expect(notes).toHaveAccessibleDescription(
        expect.stringContaining('Value contains invalid characters'),
      ),
    );
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.clear(notes);
    expect(notes).not.toHaveAccessibleDescription(
      expect.stringContaining('Value contains invalid characters'),
    );
    await user.type(notes, 'see the letter');
    await user.upload(screen.getByLabelText('Choose files for order 900'), pdfFile('letter.pdf'));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('letter.pdf uploaded.'),
    );
    expect(sentTo[0]).toContain('notes=see');
  });

  it('tags a document with a category', async () => {
    renderPanel();
    const user = userEvent.setup();
    const category = await screen.findByRole('combobox', { name: 'Category of referral.pdf' });
    await user.selectOptions(category, 'Clinical Notes');
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/portal/v1.0.1/documentUpload/tags',
        body: { DocumentId: 5, EntityId: 900, Tags: ['Clinical Notes'] },
      }),
    );
  });

  it('lists again the documents changed elsewhere, when the beacon says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPanel();
      expect(await screen.findByText('referral.pdf')).toBeInTheDocument();
      const listReads = () =>
        requests.filter((request) => request.url.endsWith('/documentUpload/order/900')).length;
      const before = listReads();
      // Nothing changed: the list is not read again.
      await act(async () => vi.advanceTimersByTimeAsync(documentBeaconIntervalMs + 100));
      expect(listReads()).toBe(before);
      // A colleague adds a document.
      documents = [referral, { ...referral, id: 6, name: 'consent.pdf' }];
      beacon = { orderId: 900, documentCount: 2, lastChangedDate: '2026-11-26T08:00:00.000Z' };
      await act(async () => vi.advanceTimersByTimeAsync(documentBeaconIntervalMs + 100));
      await waitFor(() => expect(screen.getByText('consent.pdf')).toBeInTheDocument());
      expect(
        requests.filter((request) => request.url.endsWith('/documentUpload/beacon/900')).length,
      ).toBeGreaterThanOrEqual(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('deletes only after confirmation, then toasts and lists the rest', async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete referral.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete referral.pdf' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(toaster.getState().visible.map((toast) => toast.message)).toContain(
        'Removed document referral.pdf',
      ),
    );
    expect(requests.find((request) => request.method === 'DELETE')?.url).toBe(
      '/api/portal/v1.0.1/documentUpload/order/5',
    );
    await waitFor(() =>
      expect(screen.getByText('No documents on this order yet.')).toBeInTheDocument(),
    );
  });

  it('shows the upload’s progress, then tags the new document with the chosen category', async () => {
    const sentTo = answerUploads([
      { status: 200, body: { success: true, data: { DocumentId: 6 } } },
    ]);
    renderPanel();
    const user = userEvent.setup();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Category of the new documents' }),
      'Clinical Notes',
    );
    await user.upload(screen.getByLabelText('Choose files for order 900'), pdfFile('letter.pdf'));
    const progress = await screen.findByRole('progressbar', { name: 'Uploading letter.pdf' });
    await waitFor(() => expect((progress as HTMLProgressElement).value).toBe(0.5));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('letter.pdf uploaded.'),
    );
    expect(sentTo[0]).toMatch(/^\/api\/portal\/v1\.0\.1\/documentUpload\/order\?orderId=900&/);
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        DocumentId: 6,
        EntityId: 900,
        Tags: ['Clinical Notes'],
      }),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says “Document upload has failed” on a refusal, with the server’s reason on its own line', async () => {
    answerUploads([
      {
        status: 415,
        body: {
          success: false,
          errors: [
            {
              code: 'unsupported_media_type',
              message: 'The file’s content does not match its type',
            },
          ],
        },
      },
    ]);
    renderPanel();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Choose files for order 900'), pdfFile('letter.pdf'));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.firstChild?.textContent).toBe('Document upload has failed'));
    expect(
      within(alert).getByText('The file’s content does not match its type'),
    ).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('failed:');
    expect(requests.some((request) => request.url.endsWith('/documentUpload/tags'))).toBe(false);
  });

  it('says “Document upload has failed” when the server answers no DocumentId', async () => {
    answerUploads([{ status: 200, body: { success: true, data: {} } }]);
    renderPanel();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Choose files for order 900'), pdfFile('letter.pdf'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Document upload has failed$/),
    );
  });

  it('names the file and asks to check the connection when the network fails', async () => {
    answerUploads([{ networkError: true }]);
    renderPanel();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Choose files for order 900'), pdfFile('letter.pdf'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        /^letter\.pdf unable to upload, please verify your internet connection and retry\.$/,
      ),
    );
  });

  it('refuses to delete a document without an id, saying so, and sends nothing', async () => {
    documents = [{ ...referral, id: 0 }];
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete referral.pdf' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(screen.getByText('Can not delete a file without id')).toBeInTheDocument(),
    );
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(toaster.getState().visible).toEqual([]);
    expect(screen.getByRole('rowheader', { name: 'referral.pdf' })).toBeInTheDocument();
  });
});
