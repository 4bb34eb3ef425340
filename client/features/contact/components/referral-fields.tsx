import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ContactRequestInput } from '../../../../common/contact/contract.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';

/** "Who referred you?": the contact form's three optional fields for a referral. */
export function ReferralFields({
  register,
  errors,
}: {
  register: UseFormRegister<ContactRequestInput>;
  errors: FieldErrors<ContactRequestInput>;
}) {
  return (
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
  );
}
