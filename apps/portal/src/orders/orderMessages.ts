// The order screens' texts (the spec's wording where it has one).
export const orderMessages = {
  listTitle: 'Orders',
  noApprovedAccount: 'You have no approved account to list orders for.',
  listFailed: 'The orders could not be loaded.',
  deleteDraftTitle: 'Delete this draft order?',
  deleteDraftMessage: (patient: string) =>
    `The draft order for ${patient} and everything typed in it will be deleted. This cannot be undone.`,
  draftDeleted: 'The draft order was deleted.',
  // Several drafts at once (the spec names the call, DELETE /order, but shows no texts).
  deleteSelectedDrafts: (count: number) =>
    count === 0 ? 'Delete selected drafts' : `Delete selected drafts (${count})`,
  deleteDraftsTitle: (count: number) =>
    count === 1 ? 'Delete 1 draft order?' : `Delete ${count} draft orders?`,
  deleteDraftsMessage: (count: number) =>
    `The ${count === 1 ? 'selected draft order' : `${count} selected draft orders`} and everything typed in ${count === 1 ? 'it' : 'them'} will be deleted. This cannot be undone.`,
  deleteDraftsConfirm: (count: number) =>
    count === 1 ? 'Delete 1 draft' : `Delete ${count} drafts`,
  draftsDeleted: (count: number) =>
    count === 1 ? '1 draft order was deleted.' : `${count} draft orders were deleted.`,
  trfDownloadFailed: (message: string) =>
    `TRF download failed due to the following error: ${message}`,
  noBiInfo: 'No BI info returned from server.',
  downloadList: 'Download the list (CSV)',
  listDownloaded: (count: number, total: number) =>
    total > count
      ? `The first ${count} of ${total} orders were saved. Narrow the filters to save the others.`
      : `${count === 1 ? '1 order was' : `${count} orders were`} saved.`,
} as const;
