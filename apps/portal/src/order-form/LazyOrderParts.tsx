// The order form's parts that its first paint does not draw (issue 18): the sections below the
// patient (diagnosis, family, questions, payment, programs, documents, consent and the form's
// button) and the review step. They load beside the form, not before it. (The widgets those
// sections load in turn are in lazyOrderWidgets.tsx: a section importing this file would make an
// import cycle through the `import()` below.)
import { Skeleton, Stack } from '@loci/ui';
import { lazyWidget } from '../forms/lazyWidget.tsx';
import * as styles from '../shell/page.css.ts';
import * as placeholderStyles from './LazyOrderParts.css.ts';

const belowTheFold = () => import('./sections/belowTheFold.tsx');

/**
 * A section of one field while its code loads, in the section's card (the review step has none):
 * its legend's line, the field's label and the field's box.
 */
function SectionPlaceholder({ card = true }: { card?: boolean }) {
  const className = card ? `${styles.wide} ${placeholderStyles.sectionPlaceholder}` : styles.wide;
  return (
    <div className={className} aria-busy="true">
      <Stack gap="sm">
        <Skeleton width="10em" height="1.5rem" />
        <Skeleton width="12em" height="1rem" />
        <Skeleton height="2.5rem" />
      </Stack>
    </div>
  );
}

/**
 * What holds the place of the sections below the patient: the diagnosis, payment and consent
 * sections that every order shows, and the form's button (below the first screen: the form's top
 * does not move when they arrive).
 */
function RestOfOrderFormPlaceholder() {
  return (
    <>
      <SectionPlaceholder />
      <SectionPlaceholder />
      <SectionPlaceholder />
      <div className={styles.actions} aria-busy="true">
        <Skeleton width="10em" height="2.5rem" />
      </div>
    </>
  );
}

export const LazyRestOfOrderForm = lazyWidget(
  belowTheFold,
  (m) => m.RestOfOrderForm,
  () => <RestOfOrderFormPlaceholder />,
);

export const LazyOrderReview = lazyWidget(
  belowTheFold,
  (m) => m.OrderReview,
  () => <SectionPlaceholder card={false} />,
);
