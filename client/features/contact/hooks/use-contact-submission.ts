/**
 * What pressing Request Consultation does (docs/product.md#contact): the button's own check
 * of the four required fields, then the schema, then one request at a time, ending in a
 * thank-you dialog, or with the form kept filled and what went wrong shown.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ContactRequest, ContactRequestInput } from '../../../../common/contact/contract.ts';
import { CONTACT_MESSAGES } from '../../../../common/contact/messages.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import { submitContact, type ContactOutcome } from '../api/submit-contact.ts';
import type { ThankYouState } from '../components/thank-you-dialog.tsx';
import { EMPTY_CONTACT, FIELD_ORDER, REQUIRED_FIELDS } from '../fields.ts';

const NOTICES: Record<ContactOutcome, { title: string; description: string }> = {
  success: { title: CONTACT_MESSAGES.successTitle, description: CONTACT_MESSAGES.success },
  'crm-error': { title: CONTACT_MESSAGES.crmErrorTitle, description: CONTACT_MESSAGES.crmError },
  'not-configured': {
    title: CONTACT_MESSAGES.notConfiguredTitle,
    description: CONTACT_MESSAGES.notConfigured,
  },
};

export function useContactSubmission(
  form: UseFormReturn<ContactRequestInput, unknown, ContactRequest>,
) {
  const [submitting, setSubmitting] = useState(false);
  const [debugMessage, setDebugMessage] = useState<string | null>(null);
  const [thankYou, setThankYou] = useState<ThankYouState | null>(null);
  /** Set synchronously, so a double click cannot start a second request. */
  const inFlight = useRef(false);

  async function send(values: ContactRequest) {
    setSubmitting(true);
    setDebugMessage(null);
    try {
      const outcome = await submitContact(values);
      trackEvent('contact_form_success', {
        outcome: outcome.replace('-', '_'),
        source: values.source,
      });
      toast(NOTICES[outcome]);
      setThankYou({ name: values.firstName, crmIssue: outcome === 'crm-error' });
      // The press kept focus in the field typed in last (keepFieldFocused). It is let go
      // while still filled: emptied by the reset, the dialog taking focus would blur it and
      // show its "required" message.
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      form.reset(EMPTY_CONTACT);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      trackEvent('contact_form_error', { error_message: message.slice(0, 100) });
      toast({
        variant: 'destructive',
        title: CONTACT_MESSAGES.failedTitle,
        description: CONTACT_MESSAGES.failed,
      });
      setDebugMessage(message);
    } finally {
      setSubmitting(false);
    }
  }

  /** The button's own check, then the schema, then one request. */
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const values = form.getValues();
      const missing = REQUIRED_FIELDS.some((field) => !String(values[field] ?? '').trim());
      if (missing) {
        toast({
          variant: 'destructive',
          title: CONTACT_MESSAGES.incompleteTitle,
          description: CONTACT_MESSAGES.incomplete,
        });
      }
      // Shows every field's message; sends only when the whole form is valid.
      await form.handleSubmit(send, (invalid) => {
        const first = FIELD_ORDER.find((field) => invalid[field]);
        if (first) form.setFocus(first);
      })();
    } finally {
      inFlight.current = false;
    }
  }

  return {
    submitting,
    debugMessage,
    thankYou,
    closeThankYou: () => setThankYou(null),
    onSubmit,
  };
}
