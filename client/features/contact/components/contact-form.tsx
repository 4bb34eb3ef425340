/**
 * The consultation request form (docs/product.md#contact). It validates with the same zod
 * schema as the server, checks the four required fields itself when the button is pressed,
 * sends one request at a time and ends in one of three thank-you dialogs, or keeps the form
 * filled and shows what went wrong. On the public site it is an island, prerendered and
 * hydrated when the visitor first reaches into it (client/app/islands.ts); every control is
 * native, so it can be filled before then, and what was typed is kept.
 */
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { CONTACT_HONEYPOT_FIELD } from '../../../../common/constants.ts';
import {
  contactRequestSchema,
  type ContactRequest,
  type ContactRequestInput,
} from '../../../../common/contracts/contact.ts';
import { CONTACT_MESSAGES } from '../../../../common/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { fieldClasses, Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import { keepFieldFocused } from '../../../lib/keep-field-focused.ts';
import { cn } from '../../../lib/utils.ts';
import { submitContact, type ContactOutcome } from '../api/submit-contact.ts';
import { CONTACT_SOURCE_OPTIONS } from '../sources.ts';
import type { ThankYouState } from './thank-you-dialog.tsx';

const EMPTY: ContactRequestInput = {
  firstName: '',
  lastName: '',
  workEmail: '',
  phoneNumber: '',
  // No source chosen yet: the select shows its placeholder.
  source: '' as ContactRequestInput['source'],
  referralFirstName: '',
  referralLastName: '',
  referralEmail: '',
  [CONTACT_HONEYPOT_FIELD]: '',
};

const REFERRAL_FIELDS = ['referralFirstName', 'referralLastName', 'referralEmail'] as const;
const REQUIRED_FIELDS = ['firstName', 'lastName', 'workEmail', 'source'] as const;
/** The fields as the form shows them, top to bottom: a failed check focuses the first. */
const FIELD_ORDER = [
  'firstName',
  'lastName',
  'workEmail',
  'phoneNumber',
  'source',
  ...REFERRAL_FIELDS,
] as const;

const NOTICES: Record<ContactOutcome, { title: string; description: string }> = {
  success: { title: CONTACT_MESSAGES.successTitle, description: CONTACT_MESSAGES.success },
  'crm-error': { title: CONTACT_MESSAGES.crmErrorTitle, description: CONTACT_MESSAGES.crmError },
  'not-configured': {
    title: CONTACT_MESSAGES.notConfiguredTitle,
    description: CONTACT_MESSAGES.notConfigured,
  },
};

const contactResolver = zodResolver(contactRequestSchema);

const loadThankYouDialog = () => import('./thank-you-dialog.tsx');
const ThankYouDialog = lazy(() =>
  loadThankYouDialog().then((module) => ({ default: module.ThankYouDialog })),
);

function Required() {
  return (
    <span aria-hidden="true" className="text-destructive">
      {' *'}
    </span>
  );
}

export interface ContactFormProps {
  /** Called once the form reacts (after hydration). */
  onReady?: () => void;
}

export function ContactForm({ onReady }: ContactFormProps) {
  // No default values: each field, as it registers, takes the value already in its control,
  // so what was typed into the prerendered form before hydration stays.
  const form = useForm<ContactRequestInput, unknown, ContactRequest>({
    resolver: contactResolver,
    mode: 'onTouched',
    // react-hook-form would focus the first field registered (the source, registered first).
    shouldFocusError: false,
  });
  const { register, control, formState, getValues, setValue, clearErrors } = form;
  useEffect(() => {
    // Tells the watchers (the referral fields) what the controls held at hydration.
    form.reset(getValues());
    onReady?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first render
  }, []);
  const errors = formState.errors;
  const [submitting, setSubmitting] = useState(false);
  const [debugMessage, setDebugMessage] = useState<string | null>(null);
  const [thankYou, setThankYou] = useState<ThankYouState | null>(null);
  /** Set synchronously, so a double click cannot start a second request. */
  const inFlight = useRef(false);
  const isReferral = useWatch({ control, name: 'source' }) === 'referral';

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
      form.reset(EMPTY);
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
      const values = getValues();
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

  const source = register('source', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value === 'referral') return;
      // Hidden referral fields are dropped, so a stale value or message cannot block sending.
      for (const field of REFERRAL_FIELDS) setValue(field, '');
      clearErrors([...REFERRAL_FIELDS]);
    },
  });

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadThankYouDialog()}
        // On phones toasts show at the top: a field the form focuses (the first one missing)
        // is scrolled clear of them, label included (docs/product.md#validation).
        className="flex flex-col gap-5 max-sm:[&_:is(input,select)]:scroll-mt-44"
        aria-label="Consultation request"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={
              <>
                First Name
                <Required />
              </>
            }
            error={errors.firstName?.message}
          >
            <Input
              autoComplete="given-name"
              aria-required="true"
              placeholder="e.g. Jane"
              {...register('firstName')}
            />
          </FormField>
          <FormField
            label={
              <>
                Last Name
                <Required />
              </>
            }
            error={errors.lastName?.message}
          >
            <Input
              autoComplete="family-name"
              aria-required="true"
              placeholder="e.g. Smith"
              {...register('lastName')}
            />
          </FormField>
        </div>

        <FormField
          label={
            <>
              Work Email
              <Required />
            </>
          }
          error={errors.workEmail?.message}
        >
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-required="true"
            placeholder="e.g. jane.smith@yourfirm.com"
            {...register('workEmail')}
          />
        </FormField>

        <FormField label="Phone Number (optional)" error={errors.phoneNumber?.message}>
          <Input
            type="tel"
            autoComplete="tel"
            placeholder="e.g. +1 212 555 0100"
            {...register('phoneNumber')}
          />
        </FormField>

        <FormField
          label={
            <>
              How did you hear about us?
              <Required />
            </>
          }
          error={errors.source?.message}
        >
          <select
            aria-required="true"
            defaultValue=""
            className={cn(fieldClasses, 'h-10')}
            {...source}
          >
            <option value="" disabled>
              Select an option
            </option>
            {CONTACT_SOURCE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>

        {isReferral && (
          <fieldset className="flex flex-col gap-5 rounded-lg border border-border bg-muted/40 p-4">
            <legend className="px-1 text-sm font-semibold">Who referred you?</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="Referral First Name" error={errors.referralFirstName?.message}>
                <Input placeholder="e.g. Alex" {...register('referralFirstName')} />
              </FormField>
              <FormField label="Referral Last Name" error={errors.referralLastName?.message}>
                <Input placeholder="e.g. Morgan" {...register('referralLastName')} />
              </FormField>
            </div>
            <FormField label="Referral Email" error={errors.referralEmail?.message}>
              <Input
                type="email"
                inputMode="email"
                placeholder="e.g. alex.morgan@example.com"
                {...register('referralEmail')}
              />
            </FormField>
          </fieldset>
        )}

        {/* Honeypot: invisible to people and to assistive technology; bots fill it. */}
        <div
          aria-hidden="true"
          className="absolute -left-[10000px] top-auto size-px overflow-hidden"
        >
          <label htmlFor="contact-website">Website</label>
          <input
            id="contact-website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...register(CONTACT_HONEYPOT_FIELD)}
          />
        </div>

        <Button
          type="submit"
          size="lg"
          variant="accent"
          disabled={submitting}
          onMouseDown={keepFieldFocused}
          className="w-full"
        >
          {submitting ? 'Submitting...' : 'Request Consultation'}
        </Button>

        {debugMessage && (
          <section
            aria-label={CONTACT_MESSAGES.debugTitle}
            className="rounded-md border border-dashed border-destructive/50 bg-red-50 p-3 text-sm"
          >
            <h2 className="mb-1 font-semibold text-destructive">{CONTACT_MESSAGES.debugTitle}</h2>
            <pre className="whitespace-pre-wrap break-words font-mono text-xs text-foreground">
              {debugMessage}
            </pre>
          </section>
        )}
      </form>
      {thankYou && (
        <Suspense>
          <ThankYouDialog state={thankYou} onClose={() => setThankYou(null)} />
        </Suspense>
      )}
    </>
  );
}
