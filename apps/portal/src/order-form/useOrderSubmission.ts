// The order form's way to the lab: "Review the order" checks the submission's rules and shows the
// read-only review; its "Submit order" saves the order as submitted, empties the ordered tests
// from the cart and opens the order's review with a toast that names the order, or goes back to the
// form beside the refusals.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { NumericOrderStatus } from '@loci/domain';
import { useAction } from '../api/callHooks.tsx';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { useCart } from '../cart/CartProvider.tsx';
import { canSubmitFrom, type OrderFormValues } from './orderForm.ts';
import { shownAnswers } from './aoeAnswers.ts';
import { forgetOrderForm } from './orderFormKeeper.ts';
import type { OrderDraft } from './useOrderDraft.ts';
import { orderReviewHref } from '@loci/contract';

/** The toast after "Submit order" (the spec shows no text): names the order the lab now has. */
export const submittedMessage = (orderId: number) => `Order ${orderId} was submitted to the lab.`;

export function useOrderSubmission({ form, values, aoeForms, save, status }: OrderDraft) {
  const { storage, toaster } = usePortalServices();
  const navigate = useNavigate();
  const { cart, remove: removeFromCart } = useCart();
  const [reviewing, setReviewing] = useState(false);
  // The submission is the draft's save with the status OrderNow; its refusal comes back as null.
  const submission = useAction('order-submission', (_api, next: OrderFormValues) =>
    save(next, NumericOrderStatus.OrderNow),
  );

  /** The form's submit: the submission's rules, then the review step. */
  const checkThenReview = form.handleSubmit(() => {
    if (canSubmitFrom(status)) setReviewing(true);
  });
  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The patient step's dialogs (new patient, EMR search) hold forms of their own, whose submit
    // events reach this form through React's tree.
    if (event.target !== event.currentTarget) return;
    void checkThenReview(event);
  };

  /** The review step's "Submit order"; a refusal goes back to the form, beside the fields. */
  const submit = async () => {
    const saved = await submission.trigger({
      ...values,
      aoeAnswers: shownAnswers(aoeForms, values.aoeAnswers),
    });
    if (!saved) setReviewing(false);
    else {
      forgetOrderForm(storage, String(saved.orderId));
      // The ordered tests leave the cart (last first, so that the indexes stay right).
      const ordered = new Set(values.tests.map((test) => test.code));
      for (let index = cart.tests.length - 1; index >= 0; index -= 1) {
        const test = cart.tests[index];
        if (test && ordered.has(test.code)) removeFromCart(index);
      }
      // The review's heading takes focus (usePageHeading); the toast says the lab has the order.
      toaster.show({ severity: 'success', message: submittedMessage(saved.orderId) });
      void navigate(orderReviewHref(saved.orderId));
    }
  };

  return {
    reviewing,
    submitting: submission.isMutating,
    review,
    back: () => setReviewing(false),
    submit: () => void submit(),
  };
}
