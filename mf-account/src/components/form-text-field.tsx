import { useField, useFormikContext } from 'formik';
import type { ChangeEvent } from 'react';
import { Field, Input } from '@marquee/shared/ui';

export interface FormTextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  placeholder?: string;
}

/**
 * A labelled input bound to formik. Its error shows once the field was left or the form
 * submitted, and clears as soon as the field changes: the visitor is told
 * again only when they leave it or submit.
 */
export function FormTextField({ name, label, type = 'text', autoComplete, placeholder }: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { setFieldError } = useFormikContext();
  const error = meta.touched ? meta.error : undefined;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    field.onChange(event);
    if (meta.error) setFieldError(name, undefined);
  }

  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{label}</Field.Label>
      <Input {...field} onChange={handleChange} type={type} autoComplete={autoComplete} placeholder={placeholder} size="lg" />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
