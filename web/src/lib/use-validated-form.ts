import { useState } from 'react';
import type { z } from 'zod';
import { issuesToFields } from './api-client';

export type FieldErrors = Readonly<Record<string, readonly string[]>>;

type StringFields = Record<string, string>;

export interface ValidatedForm<V extends StringFields, Out> {
  values: V;
  /** Messages per field (dot-separated path), from the schema or from the server's 400. */
  errors: FieldErrors;
  setField: (name: keyof V & string, value: string) => void;
  /** Checks every field; returns the parsed data, or null after showing the messages. */
  validate: () => Out | null;
  /** Shows messages the server sent (ApiError.fields) next to the fields they belong to. */
  showErrors: (errors: FieldErrors) => void;
  reset: (values?: V) => void;
}

/**
 * A plain controlled form checked by a shared zod schema, so the browser shows exactly the
 * messages the server would send. Messages appear after the first submit and then follow every
 * keystroke, so a person is not scolded while still typing the first time.
 */
export function useValidatedForm<V extends StringFields, Out>(schema: z.ZodType<Out>, initial: V): ValidatedForm<V, Out> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);

  const check = (next: V): { data: Out | null; errors: FieldErrors } => {
    const result = schema.safeParse(next);
    return result.success ? { data: result.data, errors: {} } : { data: null, errors: issuesToFields(result.error.issues) };
  };

  return {
    values,
    errors,
    setField: (name, value) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (attempted) {
        setErrors(check(next).errors);
      } else if (errors[name]) {
        const { [name]: _cleared, ...rest } = errors;
        setErrors(rest);
      }
    },
    validate: () => {
      setAttempted(true);
      const result = check(values);
      setErrors(result.errors);
      return result.data;
    },
    showErrors: (next) => setErrors(next),
    reset: (next) => {
      setValues(next ?? initial);
      setErrors({});
      setAttempted(false);
    },
  };
}
