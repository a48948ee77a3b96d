import { useCallback, useRef, useState } from 'react';
import { firstMessages } from '../server-errors.js';
import type { FieldErrors, RuleContext, RuleMap, ServerErrors } from '../types.js';
import { validate } from '../validate.js';

type Values = Record<string, unknown>;

export interface UseFormOptions<V extends Values> {
  initialValues: V;
  rules?: { [K in keyof V]?: string };
  ctx?: RuleContext;
  /** Checks the rule strings cannot express (cards, phone); its messages come after the rules'. */
  validate?: (values: V) => FieldErrors;
  onSubmit: (values: V) => unknown;
}

export interface UseForm<V extends Values> {
  values: V;
  errors: FieldErrors;
  submitting: boolean;
  setValue: <K extends keyof V & string>(field: K, value: V[K]) => void;
  setErrors: (serverErrors: ServerErrors) => void;
  /** Resolves true once onSubmit has finished, false when validation stopped it or a submit runs. */
  handleSubmit: (event?: { preventDefault(): void }) => Promise<boolean>;
  reset: () => void;
}

export function useForm<V extends Values>(options: UseFormOptions<V>): UseForm<V> {
  const [values, setValues] = useState(options.initialValues);
  const [errors, setErrorState] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // Refs let a submit right after a change see that change, and keep the callbacks stable.
  const valuesRef = useRef(values);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const submittingRef = useRef(false);

  const setValue = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    valuesRef.current = { ...valuesRef.current, [field]: value };
    setValues(valuesRef.current);
    setErrorState((current) => withoutField(current, field));
  }, []);

  const setErrors = useCallback((serverErrors: ServerErrors) => {
    setErrorState((current) => ({ ...current, ...firstMessages(serverErrors) }));
  }, []);

  const handleSubmit = useCallback(
    async (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      if (submittingRef.current) return false;
      const current = valuesRef.current;
      const found = findErrors(current, optionsRef.current);
      setErrorState(found);
      if (Object.keys(found).length > 0) return false;
      submittingRef.current = true;
      setSubmitting(true);
      try {
        await optionsRef.current.onSubmit(current);
        return true;
      } catch (error) {
        // Spec §8: a server `errors` object fills the field errors; the error still propagates.
        const serverErrors = errorsOf(error);
        if (serverErrors) setErrors(serverErrors);
        throw error;
      } finally {
        submittingRef.current = false;
        setSubmitting(false);
      }
    },
    [setErrors],
  );

  const reset = useCallback(() => {
    valuesRef.current = optionsRef.current.initialValues;
    setValues(valuesRef.current);
    setErrorState({});
  }, []);

  return { values, errors, submitting, setValue, setErrors, handleSubmit, reset };
}

function findErrors<V extends Values>(values: V, options: UseFormOptions<V>): FieldErrors {
  const rules = Object.fromEntries(
    Object.entries(options.rules ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  ) satisfies RuleMap;
  return { ...options.validate?.(values), ...validate(values, rules, options.ctx) };
}

function withoutField(errors: FieldErrors, field: string): FieldErrors {
  if (!Object.hasOwn(errors, field)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}

function errorsOf(error: unknown): ServerErrors | undefined {
  if (error === null || typeof error !== 'object' || !('errors' in error)) return undefined;
  const { errors } = error as { errors: unknown };
  return errors !== null && typeof errors === 'object' ? (errors as ServerErrors) : undefined;
}
