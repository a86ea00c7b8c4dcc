// The order screens' texts (the spec's wording where it has one).
export const orderMessages = {
  listTitle: 'Orders',
  noApprovedAccount: 'You have no approved account to list orders for.',
  listFailed: 'The orders could not be loaded.',
  deleteDraftTitle: 'Delete this draft order?',
  deleteDraftMessage: (patient: string) =>
    `The draft order for ${patient} and everything typed in it will be deleted. This cannot be undone.`,
  draftDeleted: 'The draft order was deleted.',
  trfDownloadFailed: (message: string) =>
    `TRF download failed due to the following error: ${message}`,
  noBiInfo: 'No BI info returned from server.',
} as const;
