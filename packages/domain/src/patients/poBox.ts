/**
 * P.O. box detection on the street lines (document 1 section 5 leaves the pattern to us; see
 * docs/decisions/po-box-detection.md). A P.O. box cannot receive couriered specimen kits.
 */

// What follows the box word: an optional "#", "No." or "Number", then a box identifier holding a
// digit ("12", "12A", "A-7") or a single letter ("J"); or nothing (the number is on the next line).
const BoxIdentifier = String.raw`(?:\s*(?:#|no\.?|number)?\s*(?:[a-z]?\d[\w-]*|[a-z]\b)|\s*$)`;
const BoxIdentifierWithDigit = String.raw`\s*(?:#|no\.?|number)?\s*[a-z]?\d`;

const PoBoxPatterns: readonly RegExp[] = [
  // PO Box, P.O. Box, P O Box, POBox, PO Bx, PO Drawer, Post Office Box, Postal Box, Post Box.
  new RegExp(
    String.raw`\b(?:p\s*\.?\s*o|post(?:al)?(?:\s*office)?)\s*\.?\s*(?:box|bx|drawer|drwr)\b` +
      BoxIdentifier,
    'i',
  ),
  // POB 12, P.O.B. 12.
  new RegExp(String.raw`\bp\s*\.?\s*o\s*\.?\s*b\b\.?` + BoxIdentifierWithDigit, 'i'),
  // "Box 123" at the start of the line (a rural route "RR 2 Box 7" is deliverable and not matched).
  new RegExp(String.raw`^\s*box\b` + BoxIdentifierWithDigit, 'i'),
];

/** Whether one street line is a P.O. box. */
export function isPoBoxLine(line: string | null | undefined): boolean {
  return line != null && PoBoxPatterns.some((pattern) => pattern.test(line));
}

/** Whether an address is a P.O. box, from its street1 or street2. */
export function isPoBoxAddress(address: {
  readonly street1?: string | null;
  readonly street2?: string | null;
}): boolean {
  return isPoBoxLine(address.street1) || isPoBoxLine(address.street2);
}
