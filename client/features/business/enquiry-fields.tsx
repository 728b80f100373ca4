import { type ReactNode, useId } from 'react';
import { useCities } from '../../lib/api/get-cities';

type FieldProps = {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange(value: string): void;
  hint?: ReactNode;
};

/** The id and the props every control of a field shares: value, change, and its error and hint. */
function useControl({ name, value, error, hint, onChange }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    name,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return { id, control };
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

export function TextField({
  type = 'text',
  autoComplete,
  ...props
}: FieldProps & { type?: 'text' | 'email' | 'tel'; autoComplete?: string }) {
  const { id, control } = useControl(props);
  return (
    <FieldFrame id={id} {...props}>
      <input {...control} type={type} autoComplete={autoComplete} />
    </FieldFrame>
  );
}

export function TextArea(props: FieldProps & { rows?: number }) {
  const { id, control } = useControl(props);
  return (
    <FieldFrame id={id} {...props}>
      <textarea {...control} rows={props.rows ?? 5} />
    </FieldFrame>
  );
}

export function SelectField(
  props: FieldProps & { options: readonly { value: string; label: string }[]; placeholder: string },
) {
  const { id, control } = useControl(props);
  return (
    <FieldFrame id={id} {...props}>
      <select {...control}>
        <option value="">{props.placeholder}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Our curated cities (the server accepts only these). */
export function CityField(props: FieldProps) {
  const cities = useCities();
  const options = (cities.data?.cities ?? [])
    .map((c) => ({ value: c.id, label: `${c.name}, ${c.state}` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <SelectField {...props} options={options} placeholder={cities.isLoading ? 'Loading cities…' : 'Choose your city'} />
  );
}

/**
 * The honeypot: a field people never see or reach (hidden, out of the tab order, ignored by
 * assistive technology); bots that fill every input fill it too, and the server then stores nothing.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Leave this field empty
        <input
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}

/** The end of both business forms: a message the server sent about no one field, and the button. */
export function EnquirySubmit({ error, sending, label }: { error?: string; sending: boolean; label: string }) {
  return (
    <>
      {error && (
        <p role="alert" className="alert alert--error">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? 'Sending…' : label}
      </button>
    </>
  );
}

/** The fields both business forms share: who you are and how to reach you. */
export function ContactFields({
  field,
}: {
  field: (name: 'businessName' | 'contactPerson' | 'email' | 'phone' | 'city') => Omit<FieldProps, 'label'>;
}) {
  return (
    <>
      <TextField {...field('businessName')} label="Business name" autoComplete="organization" />
      <TextField {...field('contactPerson')} label="Contact person" autoComplete="name" />
      <div className="form-row">
        <TextField {...field('email')} label="E-mail" type="email" autoComplete="email" />
        <TextField
          {...field('phone')}
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="A 10-digit Indian number, e.g. +91 98765 43210"
        />
      </div>
      <CityField {...field('city')} label="City" />
    </>
  );
}
