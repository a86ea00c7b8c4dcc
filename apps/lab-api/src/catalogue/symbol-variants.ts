// Typo matching for gene symbols and test codes by deletion neighbourhoods (as SymSpell does):
// two symbols within one edit (a missing, extra, changed or swapped character) share a variant.

/** Upper-cased `symbol` and every string made by deleting one of its characters. */
export function symbolVariants(symbol: string): string[] {
  const upper = symbol.toUpperCase();
  const variants = new Set([upper]);
  if (upper.length >= 4) {
    for (let index = 0; index < upper.length; index += 1) {
      variants.add(upper.slice(0, index) + upper.slice(index + 1));
    }
  }
  return [...variants];
}

/** Whether a search term looks like one gene symbol (one word of letters, digits and hyphens). */
export function looksLikeSymbol(term: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9-]{2,14}$/.test(term);
}
