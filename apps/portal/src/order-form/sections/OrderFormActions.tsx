import { Banner, Button, Inline } from '@loci/ui';
import { useOrderDraftContext } from '../orderDraftContext.ts';
import * as styles from './OrderFormActions.css.ts';

/** "Review the order", with what stops it: problems marked above, and the lab's other refusals. */
export function OrderFormActions() {
  const { errors, refusals } = useOrderDraftContext();
  return (
    <Inline className={styles.actionsRow}>
      <Button type="submit">Review the order</Button>
      {Object.keys(errors).length > 0 || Object.keys(refusals.tests).length > 0 ? (
        <Banner severity="error">Please correct the fields marked above.</Banner>
      ) : null}
      {refusals.other.length > 0 ? (
        <Banner severity="error" title="The lab did not accept the order">
          <ul aria-label="Why the lab did not accept the order">
            {refusals.other.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Banner>
      ) : null}
    </Inline>
  );
}
