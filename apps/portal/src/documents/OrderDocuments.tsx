import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Banner, Button, Select, TextField, Inline, Stack } from '@loci/ui';
import { LazyConfirmDialog } from '../forms/LazyConfirmDialog.tsx';
import { useConfirmFor } from '../forms/useConfirmFor.ts';
import { DocumentCategories, validCharacters, type DocumentCategory } from '@loci/domain';
import {
  deleteDocument,
  documentBeacon,
  getOrderDocumentList,
  listOrderDocuments,
  tagDocument,
  type OrderDocument,
} from '@loci/contract';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { useCall, useCallCache, useCallKey, useSave } from '../api/callHooks.tsx';
import {
  DocumentTransferError,
  downloadOrderDocument,
  saveBlob,
  uploadOrderDocument,
} from './documentTransfer.ts';
import {
  acceptAttribute,
  checkUploadFile,
  documentMessages,
  requireDocumentId,
} from './uploadRules.ts';
import * as styles from './OrderDocuments.css.ts';
import * as page from '../shell/page.css.ts';
import { textOptions } from '../forms/selectOptions.ts';
import { dateOnly } from '../format/dateOnly.ts';

/** How often the beacon asks whether the order's documents changed elsewhere. */
export const documentBeaconIntervalMs = 30_000;

/**
 * Reads the list again when the order's documents change elsewhere (a colleague's upload, the
 * lab's generated forms): the beacon's count and last change are polled, not the whole list.
 */
function useDocumentBeacon(orderId: number, onChange: () => void) {
  const beacon = useCall(
    documentBeacon,
    { params: { orderId }, report: false },
    { refreshInterval: documentBeaconIntervalMs },
  );
  const seen = useRef<string | null>(null);
  const mark = beacon.data ? `${beacon.data.documentCount} ${beacon.data.lastChangedDate}` : null;
  useEffect(() => {
    if (mark === null) return;
    if (seen.current !== null && seen.current !== mark) onChange();
    seen.current = mark;
  }, [mark, onChange]);
}

interface UploadRow {
  key: string;
  name: string;
  /** 0–1 while sending. */
  progress: number;
  state: 'checking' | 'sending' | 'done' | 'refused' | 'failed';
  message?: string;
  /** The server's reasons for a refusal, each on its own line under the message. */
  reasons?: readonly string[];
}

const categoryOptions = textOptions(DocumentCategories);

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface OrderDocumentsProps {
  orderId: number;
}

/**
 * The documents of an order: upload by drag and drop or the file picker (checked for type, size
 * and content first), progress, a category tag, download, and delete after confirmation.
 */
export function OrderDocuments({ orderId }: OrderDocumentsProps) {
  const { api, toaster } = usePortalServices();
  const documents = useCall(listOrderDocuments, { params: { orderId } });
  // The order's light document list (getOrderDocumentList, read where only names, tags and
  // states are needed) follows every change made here.
  const { revalidate } = useCallCache();
  const lightKey = useCallKey(getOrderDocumentList, { params: { orderId } });
  const refresh = () => {
    if (lightKey) void revalidate(lightKey);
    return documents.mutate();
  };
  useDocumentBeacon(orderId, () => void refresh());
  const tag = useSave(tagDocument);
  const removal = useSave(deleteDocument);
  const [uploads, setUploads] = useState<UploadRow[]>([]);
  const [category, setCategory] = useState('');
  const [notes, setNotes] = useState('');
  /** Why the notes cannot go with the files (shown beside the field until they change). */
  const [notesProblem, setNotesProblem] = useState<string | undefined>(undefined);
  const [dragging, setDragging] = useState(false);
  const deleting = useConfirmFor<OrderDocument>();
  const [problem, setProblem] = useState<string | null>(null);
  const baseId = useId();
  const sequence = useRef(0);

  const update = (key: string, change: Partial<UploadRow>) =>
    setUploads((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const uploadOne = async (file: File) => {
    sequence.current += 1;
    const key = `${baseId}-${sequence.current}`;
    setUploads((rows) => [...rows, { key, name: file.name, progress: 0, state: 'checking' }]);
    const refused = await checkUploadFile(file);
    if (refused) {
      update(key, { state: 'refused', message: refused });
      return;
    }
    update(key, { state: 'sending' });
    let documentId: number;
    try {
      documentId = await uploadOrderDocument(api, {
        file,
        orderId,
        notes,
        onProgress: (progress) => update(key, { progress }),
      });
    } catch (error) {
      // The spec's text as it is ("Document upload has failed", or the network one naming the
      // file); the server's reasons, if any, follow on their own lines.
      if (error instanceof DocumentTransferError) {
        update(key, { state: 'failed', message: error.message, reasons: error.details });
      } else {
        update(key, { state: 'failed', message: documentMessages.uploadFailed });
      }
      void refresh();
      return;
    }
    update(key, { state: 'done', progress: 1, message: `${file.name} uploaded.` });
    // The document is kept even if its category cannot be set: the API client reports that
    // failure, and the category can be chosen again in the list.
    if (category) {
      await tag
        .trigger({
          body: { DocumentId: documentId, EntityId: orderId, Tags: [category as DocumentCategory] },
        })
        .catch(() => undefined);
    }
    void refresh();
  };

  const uploadFiles = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    // The server refuses the notes' markup for every file of the batch: say it beside the
    // field instead, and send nothing until the notes are fixed.
    const refusedNotes = validCharacters(notes);
    setNotesProblem(refusedNotes);
    // (The field's message is a live region: it is announced where the focus stays.)
    if (refusedNotes) return;
    for (const file of Array.from(files)) void uploadOne(file);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    uploadFiles(event.dataTransfer.files);
  };

  const retag = async (document: OrderDocument, chosen: string) => {
    setProblem(null);
    await tag
      .trigger({
        body: {
          DocumentId: document.id,
          EntityId: orderId,
          Tags: chosen ? [chosen as DocumentCategory] : [],
        },
      })
      .then(() => refresh())
      .catch(() => undefined);
  };

  const download = async (document: OrderDocument) => {
    setProblem(null);
    try {
      saveBlob(await downloadOrderDocument(api, document.id), document.name);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : documentMessages.noData);
    }
  };

  const remove = async (document: OrderDocument) => {
    setProblem(null);
    try {
      const id = requireDocumentId(document.id);
      await removal.trigger({ params: { documentId: id } });
      toaster.show({ severity: 'success', message: documentMessages.removed(document.name) });
      await refresh();
    } catch (error) {
      // The spec's text beside the list (a refused call is reported by the API client).
      if (error instanceof Error && error.message === documentMessages.deleteWithoutId) {
        setProblem(error.message);
      }
    }
  };

  const list = documents.data ?? [];
  return (
    <Stack gap="md">
      <div
        className={dragging ? `${styles.dropZone} ${styles.dropZoneActive}` : styles.dropZone}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid={`drop-zone-${orderId}`}
      >
        <p>Drag and drop files here, or choose them.</p>
        <p className={page.lead}>
          Accepted: gif, jpeg, jpg, pdf, png, tiff, xls, xlsx; at most 20 MB each.
        </p>
        <div className={styles.uploadFields}>
          <Select
            label="Category of the new documents"
            placeholder="No category"
            options={categoryOptions}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          />
          <TextField
            label="Notes for the new documents"
            value={notes}
            maxLength={1000}
            error={notesProblem}
            onChange={(event) => {
              setNotes(event.target.value);
              setNotesProblem(undefined);
            }}
          />
          <div>
            <label htmlFor={`${baseId}-files`} className={styles.fileLabel}>
              Choose files for order {orderId}
            </label>
            <input
              id={`${baseId}-files`}
              type="file"
              multiple
              accept={acceptAttribute}
              className={styles.fileInput}
              onChange={(event) => {
                uploadFiles(event.target.files);
                event.target.value = '';
              }}
            />
          </div>
        </div>
      </div>

      {uploads.length > 0 ? (
        <ul aria-label="Uploads" className={styles.uploads}>
          {uploads.map((row) => (
            <li key={row.key}>
              <span>{row.name}</span>{' '}
              {row.state === 'sending' || row.state === 'checking' ? (
                <progress max={1} value={row.progress} aria-label={`Uploading ${row.name}`} />
              ) : null}
              {row.message ? (
                <span
                  role={row.state === 'done' ? 'status' : 'alert'}
                  className={row.state === 'done' ? undefined : styles.error}
                >
                  {row.message}
                  {row.reasons?.map((reason, index) => (
                    <span key={index} className={styles.reason}>
                      {reason}
                    </span>
                  ))}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {problem ? <Banner severity="error">{problem}</Banner> : null}

      {documents.error ? (
        <Banner severity="error">The documents could not be loaded.</Banner>
      ) : list.length === 0 ? (
        <p>{documents.data ? 'No documents on this order yet.' : 'Loading the documents…'}</p>
      ) : (
        <div className={page.tableScroll}>
          <table className={page.table}>
            <caption className={styles.caption}>Documents of order {orderId}</caption>
            <thead>
              <tr>
                <th scope="col">Document</th>
                <th scope="col">Category</th>
                <th scope="col">Size</th>
                <th scope="col">Added</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((document) => (
                <tr key={document.id}>
                  <th scope="row">
                    {document.name}
                    {document.notes ? <div className={page.lead}>{document.notes}</div> : null}
                  </th>
                  <td>
                    <Select
                      label={`Category of ${document.name}`}
                      placeholder="No category"
                      options={categoryOptions}
                      value={document.tags[0] ?? ''}
                      onChange={(event) => void retag(document, event.target.value)}
                    />
                  </td>
                  <td>{sizeText(document.size)}</td>
                  <td>{dateOnly(document.createdDate)}</td>
                  <td>
                    <Inline>
                      <Button
                        size="small"
                        variant="secondary"
                        onClick={() => void download(document)}
                        aria-label={`Download ${document.name}`}
                      >
                        Download
                      </Button>
                      <Button
                        size="small"
                        variant="danger"
                        onClick={() => deleting.ask(document)}
                        aria-label={`Delete ${document.name}`}
                      >
                        Delete
                      </Button>
                    </Inline>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LazyConfirmDialog
        {...deleting.dialog((document) => void remove(document))}
        danger
        title="Delete this document?"
        message={
          deleting.pending ? `${deleting.pending.name} will be removed from order ${orderId}.` : ''
        }
        continueLabel="Delete"
      />
    </Stack>
  );
}
