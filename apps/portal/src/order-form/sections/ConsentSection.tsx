import { Checkbox, Textarea, FormSection } from '@loci/ui';
import * as styles from '../../shell/page.css.ts';
import { useOrderDraftContext } from '../orderDraftContext.ts';
import { orderNotesMaxLength, orderNotesProblem } from '../orderForm.ts';
import { problemAt } from '../orderFormErrors.ts';

/** The notes for the lab and the patient's informed consent. */
export function ConsentSection() {
  const { values, errors, change } = useOrderDraftContext();
  return (
    <FormSection className={styles.wide} legend="Consent and notes">
      <Textarea
        label="Notes for the lab"
        maxLength={orderNotesMaxLength}
        value={values.notes}
        // Checked as typed: a draft whose notes the lab would refuse is not autosaved.
        error={problemAt(errors, 'notes') ?? orderNotesProblem(values.notes)}
        onChange={(event) => change({ notes: event.target.value })}
      />
      <Checkbox
        label="The patient has given informed consent for this testing."
        description="Required to submit the order; a draft is saved without it."
        required
        checked={values.consentGiven}
        error={problemAt(errors, 'consentGiven')}
        onChange={(event) => change({ consentGiven: event.target.checked })}
      />
    </FormSection>
  );
}
