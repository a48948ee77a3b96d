import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { FieldControlProps } from '../Field/Field';
import { type FieldErrorValue, firstMessage } from './firstMessage';
import { acceptsNumberKey, keepNumbers } from './numbersOnly';

/** Text inputs default to 200 characters (spec §3, §9). */
export const DEFAULT_MAX_LENGTH = 200;

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export interface TextInputOptions<E extends TextControl> {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  maxLength?: number;
  numbersOnly?: boolean;
  onKeyDown?: (event: KeyboardEvent<E>) => void;
  onPaste?: (event: ClipboardEvent<E>) => void;
}

/**
 * Value handling shared by the kit's text controls: controlled or uncontrolled, a string value,
 * a maximum length, and the numbers-only filter on typed keys and pasted text (spec §5).
 */
export function useTextInput<E extends TextControl>({
  value,
  defaultValue = '',
  onChange,
  maxLength = DEFAULT_MAX_LENGTH,
  numbersOnly = false,
  onKeyDown,
  onPaste,
}: TextInputOptions<E>) {
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const pendingCaret = useRef<{ element: E; at: number } | null>(null);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (!caret) return;
    pendingCaret.current = null;
    caret.element.setSelectionRange(caret.at, caret.at);
  });

  const commit = (next: string) => {
    if (next === current) return;
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  return {
    value: current,
    maxLength,
    ...(numbersOnly ? { inputMode: 'tel' as const } : {}),
    onChange: (event: ChangeEvent<E>) => {
      const raw = event.target.value;
      // Autofill, drop and virtual keyboards skip the key filter; clean whatever arrives.
      commit(numbersOnly ? keepNumbers(raw).slice(0, maxLength) : raw);
    },
    onKeyDown: (event: KeyboardEvent<E>) => {
      onKeyDown?.(event);
      if (!numbersOnly || event.defaultPrevented) return;
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
      const { selectionStart, selectionEnd } = event.currentTarget;
      const start = selectionStart ?? current.length;
      if (!acceptsNumberKey(event.key, current, start, selectionEnd ?? start)) event.preventDefault();
    },
    onPaste: (event: ClipboardEvent<E>) => {
      onPaste?.(event);
      if (!numbersOnly || event.defaultPrevented) return;
      event.preventDefault();
      const element = event.currentTarget;
      const start = element.selectionStart ?? current.length;
      const end = element.selectionEnd ?? start;
      const before = current.slice(0, start);
      const after = current.slice(end);
      const room = Math.max(0, maxLength - before.length - after.length);
      const allowPlus = start === 0 && !after.startsWith('+');
      const inserted = keepNumbers(event.clipboardData.getData('text'), allowPlus).slice(0, room);
      // Nothing may go in front of a leading plus.
      const safe = start === 0 && after.startsWith('+') ? '' : inserted;
      if (!safe) return;
      pendingCaret.current = { element, at: start + safe.length };
      commit(before + safe + after);
    },
  };
}

/** Props the kit's text fields (`TextField`, `PasswordField`, `TextArea`) take besides the native ones. */
export interface TextFieldBaseProps<E extends TextControl> {
  /** Visible label naming the field. */
  label: ReactNode;
  /** Short help under the field while there is no error. */
  hint?: ReactNode;
  /** Error under the field; given the server's list of messages, only the first shows (spec §5). */
  error?: FieldErrorValue;
  /** Current text (controlled); leave undefined for an uncontrolled field. */
  value?: string;
  /** Initial text of an uncontrolled field. @default '' */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** Longest text accepted (spec §9). @default 200 */
  maxLength?: number;
  /** Accept only digits and a leading plus, when typing and when pasting; the value stays a string. @default false */
  numbersOnly?: boolean;
  /** Marks the field required (asterisk, `aria-required`). @default false */
  required?: boolean;
  /** Disables the field. @default false */
  disabled?: boolean;
  /** Class for the field's root element. */
  className?: string;
  /** Forwarded to the control (`<input>` or `<textarea>`). */
  ref?: Ref<E>;
  onKeyDown?: (event: KeyboardEvent<E>) => void;
  onPaste?: (event: ClipboardEvent<E>) => void;
  id?: string;
}

/**
 * A text field's props split for `Field` and for its control: `field` goes to `<Field>`, and
 * `control(fieldProps)` gives the control's props (the native ones, Field's ids and ARIA, and
 * the value handling of `useTextInput`).
 */
export function useTextField<E extends TextControl, P extends TextFieldBaseProps<E>>({
  label,
  hint,
  error,
  required = false,
  id,
  className,
  value,
  defaultValue,
  onChange,
  maxLength,
  numbersOnly = false,
  onKeyDown,
  onPaste,
  ...native
}: P) {
  const text = useTextInput<E>({ value, defaultValue, onChange, maxLength, numbersOnly, onKeyDown, onPaste });
  return {
    field: { label, hint, error: firstMessage(error), required, id, className },
    control: (fieldProps: FieldControlProps) => ({ ...native, ...fieldProps, ...text }),
  };
}
