import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ZodType, z } from 'zod';
import type { EnquiryReceipt } from '../../../shared/contracts/business';
import { fieldErrorsOf, messageOf } from '../../lib/api-errors';

export type FieldErrors<Name extends string> = Partial<Record<Name | 'form', string>>;

/**
 * A business form's state: values, per-field messages from the shared schema (the same one the
 * server checks), the submission and its receipt. A refusal's per-field messages (`fields` of the
 * error) land on their fields; anything else is shown above the button.
 */
export function useEnquiryForm<Name extends string, S extends ZodType>(
  schema: S,
  initial: Record<Name, string>,
  send: (input: z.output<S>) => Promise<EnquiryReceipt>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [receipt, setReceipt] = useState<EnquiryReceipt | null>(null);
  const [sending, setSending] = useState(false);
  const names = Object.keys(initial) as Name[];
  const form = useRef<HTMLFormElement | null>(null);
  // Focus moves to the first field in error after React has rendered its message, so a screen
  // reader announces the field together with what is wrong with it. An object, so that asking for
  // the same field twice still moves focus.
  const [focusTarget, setFocusTarget] = useState<{ name: Name } | null>(null);
  useEffect(() => {
    if (focusTarget) form.current?.querySelector<HTMLElement>(`[name="${focusTarget.name}"]`)?.focus();
  }, [focusTarget]);

  const field = (name: Name) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange(value: string) {
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.current = event.currentTarget;
    // Empty optional fields are left out rather than sent as "".
    const input = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as Record<string, string>;
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const found: FieldErrors<Name> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? 'form') as Name | 'form';
        found[name] ??= issue.message;
      }
      setErrors(found);
      const first = names.find((n) => found[n]);
      if (first) setFocusTarget({ name: first });
      return;
    }
    setSending(true);
    setErrors({});
    try {
      setReceipt(await send(parsed.data));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const name = names.find((n) => fields[n]);
      if (name) {
        setErrors({ [name]: fields[name] } as FieldErrors<Name>);
        setFocusTarget({ name });
      } else setErrors({ form: messageOf(error, 'Something went wrong. Please try again.') } as FieldErrors<Name>);
    } finally {
      setSending(false);
    }
  }

  return { values, setValues, errors, field, onSubmit, sending, receipt };
}
