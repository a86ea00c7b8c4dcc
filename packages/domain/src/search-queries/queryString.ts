/**
 * Reading and writing URL query strings without the DOM's URLSearchParams (the domain package
 * runs on the ES library alone). Names and values are percent-encoded; a `+` reads as a space.
 */

/** Percent-encodes one name or value (commas too, so a comma inside an id survives a list). */
export function encodeQueryComponent(text: string): string {
  return encodeURIComponent(text);
}

/** Decodes one name or value; `+` is a space, and a malformed escape is kept as typed. */
export function decodeQueryComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * The parameters of a query string (with or without the leading `?`), by decoded name, with
 * their raw (still encoded) values; the first occurrence of a name wins.
 */
export function readRawQueryParameters(search: string): ReadonlyMap<string, string> {
  const parameters = new Map<string, string>();
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decodeQueryComponent(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : pair.slice(equals + 1);
    if (!parameters.has(name)) parameters.set(name, value);
  }
  return parameters;
}

/** One decoded parameter value of a query string, if present. */
export function readQueryParameter(search: string, name: string): string | undefined {
  const raw = readRawQueryParameters(search).get(name);
  return raw === undefined ? undefined : decodeQueryComponent(raw);
}

/** Writes name/value pairs (values already encoded) as `a=1&b=2`, without a leading `?`. */
export function writeQueryString(pairs: readonly (readonly [string, string])[]): string {
  return pairs.map(([name, value]) => `${encodeQueryComponent(name)}=${value}`).join('&');
}
