// The Content-Disposition header of a file the server sends (documents, requisition forms).

/** RFC 5987 / RFC 6266: an ASCII fallback and the UTF-8 name, percent-encoded. */
export function contentDisposition(
  fileName: string,
  kind: 'attachment' | 'inline' = 'attachment',
): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
