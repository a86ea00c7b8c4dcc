import { style } from '@vanilla-extract/css';

/** The PDF viewer: as wide as the page, tall enough to read a page without scrolling the window. */
export const pdfFrame = style({
  width: '100%',
  // The border inside the width: at 320 px the frame must not push the page sideways.
  boxSizing: 'border-box',
  height: '80vh',
  minHeight: '30rem',
  border: '1px solid #c7ccd1',
  '@media': {
    // Printing prints the details; the PDF prints from its own viewer or the download.
    print: { display: 'none' },
  },
});

/** Actions, dialogs' triggers and fax forms: not on paper. */
export const noPrint = style({
  '@media': { print: { display: 'none' } },
});

/** On paper the panels run one under the other, without shadows or page-breaking inside. */
export const printPanel = style({
  '@media': {
    print: { breakInside: 'avoid', boxShadow: 'none' },
  },
});

export const details = style({
  display: 'grid',
  // minmax(0, …): a long value (an accession id, a lab's address) wraps instead of widening the page.
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: '1rem',
  rowGap: '0.25rem',
  margin: 0,
  overflowWrap: 'anywhere',
});
