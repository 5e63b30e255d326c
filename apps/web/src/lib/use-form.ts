import { useState, type ChangeEvent } from 'react';
import { ApiError } from './api-client.ts';
import { toFieldErrors } from './field-errors.ts';

type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** What `validate` needs of a schema: a contract (zod) schema has it. */
interface Schema<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Keeps the messages of the form's own fields: a problem with another part of the request is no field's. */
function ownErrors<V extends Record<string, string>>(
  values: V,
  errors: Record<string, string>,
): FieldErrors<V> {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => name in values)) as FieldErrors<V>;
}

/**
 * The app's one way to build a form (docs/decisions.md, "One way to build forms"): its text values, one
 * message under each field, checked with a contract schema before sending when the page may load zod,
 * and the server's per-field answer shown the same way. Controls bind with `field(name)`, which fits MUI
 * text fields and the light native controls alike.
 */
export function useForm<V extends Record<string, string>>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});

  /** Props for the control of one value: name, value, change handler and its message. */
  function field(name: keyof V & string) {
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
      },
      error: Boolean(errors[name]),
      helperText: errors[name],
    };
  }

  /**
   * Checks `input` (the values by default) with a contract schema: the parsed request, or null with the
   * refused fields marked. Clears earlier marks when it passes.
   */
  function validate<T>(schema: Schema<T>, input: unknown = values): T | null {
    const parsed = schema.safeParse(input);
    setErrors(parsed.success ? {} : ownErrors(values, toFieldErrors(parsed.error.issues)));
    return parsed.success ? parsed.data : null;
  }

  /**
   * Marks the fields a refused call names (`data.errors` of a 400). Returns whether it named any of this
   * form's fields; when not, the caller shows the call's message instead.
   */
  function showErrors(error: Error): boolean {
    const marked = error instanceof ApiError ? ownErrors(values, toFieldErrors(error.fieldErrors)) : {};
    setErrors(marked);
    return Object.keys(marked).length > 0;
  }

  /** Empties the form (or sets the given values) and its messages. */
  function reset(next: V = typeof initial === 'function' ? initial() : initial) {
    setValues(next);
    setErrors({});
  }

  return { values, setValues, errors, setErrors, field, validate, showErrors, reset };
}
