/**
 * The wizard's field components: label, control and the field's own error message, bound
 * to the wizard form (react-hook-form context). Number inputs step by 0.01.
 */
import { Controller, get, useFormContext, type FieldErrors, type FieldPath } from 'react-hook-form';
import type { ReactNode } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Select, type SelectOption } from '../../../components/ui/select.tsx';
import type { MetricsFormValues } from '../lib/wizard.ts';

type Name = FieldPath<MetricsFormValues>;

/** The message of the error react-hook-form holds at `path` (a field or a list), if any. */
export function errorMessageAt(
  errors: FieldErrors<MetricsFormValues>,
  path: string,
): string | undefined {
  const error: unknown = get(errors, path);
  return typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
    ? error.message
    : undefined;
}

function useFieldError(name: Name): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<MetricsFormValues>();
  return errorMessageAt(errors, name);
}

interface BaseProps {
  name: Name;
  label: ReactNode;
  hint?: ReactNode;
}

/** A label with a visible "required" mark that screen readers read as "required". */
export function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="ml-0.5 text-destructive">
        *
      </span>
      <span className="sr-only"> (required)</span>
    </>
  );
}

export function NumberField({
  name,
  label,
  hint,
  step = '0.01',
  min = 0,
  max,
  placeholder,
  required,
}: BaseProps & {
  step?: string;
  min?: number;
  max?: number;
  placeholder?: string;
  required?: boolean;
}) {
  const { register } = useFormContext<MetricsFormValues>();
  return (
    <FormField label={label} hint={hint} error={useFieldError(name)}>
      <Input
        type="number"
        inputMode="decimal"
        step={step}
        min={min}
        max={max}
        placeholder={placeholder}
        aria-required={required || undefined}
        {...register(name)}
      />
    </FormField>
  );
}

export function TextField({
  name,
  label,
  hint,
  placeholder,
  type = 'text',
}: BaseProps & { placeholder?: string; type?: 'text' | 'url' }) {
  const { register } = useFormContext<MetricsFormValues>();
  return (
    <FormField label={label} hint={hint} error={useFieldError(name)}>
      <Input type={type} placeholder={placeholder} autoComplete="off" {...register(name)} />
    </FormField>
  );
}

export function TextAreaField({
  name,
  label,
  hint,
  placeholder,
  rows = 3,
}: BaseProps & { placeholder?: string; rows?: number }) {
  const { register } = useFormContext<MetricsFormValues>();
  return (
    <FormField label={label} hint={hint} error={useFieldError(name)}>
      <Textarea rows={rows} placeholder={placeholder} {...register(name)} />
    </FormField>
  );
}

export function SelectField({
  name,
  label,
  hint,
  options,
  placeholder,
  disabled,
}: BaseProps & { options: readonly SelectOption[]; placeholder: string; disabled?: boolean }) {
  const { control } = useFormContext<MetricsFormValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} hint={hint} error={error}>
          <Select
            options={options}
            placeholder={placeholder}
            value={typeof field.value === 'string' ? field.value : ''}
            onValueChange={field.onChange}
            disabled={disabled}
          />
        </FormField>
      )}
    />
  );
}
