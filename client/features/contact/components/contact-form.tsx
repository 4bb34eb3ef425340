/**
 * The consultation request form (docs/product.md#contact). It validates with the same zod
 * schema as the server, checks the four required fields itself when the button is pressed,
 * sends one request at a time and ends in one of three thank-you dialogs, or keeps the form
 * filled and shows what went wrong. On the public site it is an island, prerendered and
 * hydrated when the visitor first reaches into it (client/app/islands.ts); every control is
 * native, so it can be filled before then, and what was typed is kept.
 */
import { lazy, Suspense, useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { CONTACT_HONEYPOT_FIELD } from '../../../../common/contact/constants.ts';
import {
  type ContactRequest,
  type ContactRequestInput,
  contactRequestSchema,
} from '../../../../common/contact/contract.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { fieldClasses, Input } from '../../../components/ui/input.tsx';
import { keepFieldFocused } from '../../../lib/keep-field-focused.ts';
import { cn } from '../../../lib/utils.ts';
import { REFERRAL_FIELDS } from '../fields.ts';
import { useContactSubmission } from '../hooks/use-contact-submission.ts';
import { CONTACT_SOURCE_OPTIONS } from '../sources.ts';
import { DebugMessage } from './debug-message.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { ReferralFields } from './referral-fields.tsx';

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
  const { submitting, debugMessage, thankYou, closeThankYou, onSubmit } =
    useContactSubmission(form);
  const isReferral = useWatch({ control, name: 'source' }) === 'referral';

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

        {isReferral && <ReferralFields register={register} errors={errors} />}

        <HoneypotField field={register(CONTACT_HONEYPOT_FIELD)} />

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

        {debugMessage && <DebugMessage message={debugMessage} />}
      </form>
      {thankYou && (
        <Suspense>
          <ThankYouDialog state={thankYou} onClose={closeThankYou} />
        </Suspense>
      )}
    </>
  );
}
