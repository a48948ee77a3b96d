import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  type ReactNode,
  type Ref,
  type RefObject,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  Button as AriaButton,
  ComboBox,
  ComboBoxStateContext,
  Group,
  I18nProvider,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  useFilter,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AriaFieldLabel, AriaFieldMessage } from '../Field/AriaFieldParts';
import { control } from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import { type FieldErrorValue, firstMessage } from '../TextField/firstMessage';
import * as styles from './Dropdown.css';
import { dropdownMessages } from './Dropdown.messages';
import { dropdownWidth } from './dropdownWidth';

/** What an option's value may be. */
export type DropdownValue = string | number;

/** One entry of the list. */
export interface DropdownOption<V extends DropdownValue = DropdownValue> {
  value: V;
  label: string;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

export interface DropdownProps<V extends DropdownValue = DropdownValue> {
  /** Visible label naming the dropdown. */
  label: ReactNode;
  /** The entries to choose from. */
  options: readonly DropdownOption<V>[];
  /** Selected value (controlled); `null` for none. Leave undefined for an uncontrolled dropdown. */
  value?: V | null;
  /** Initially selected value of an uncontrolled dropdown. @default null */
  defaultValue?: V | null;
  /** Called with the chosen value, or `null` when the "select option" entry is chosen. */
  onChange?: (value: V | null) => void;
  /** Prepends a "select option" entry that yields `null` (spec §5); a string replaces its text. @default false */
  placeholderOption?: boolean | string;
  /** Text shown in the empty input; defaults to the placeholder option's text. */
  placeholder?: string;
  /** For long lists (time zones): a search icon says typing finds an entry. @default false */
  searchable?: boolean;
  /** Short help under the dropdown while there is no error. */
  hint?: ReactNode;
  /** Error under the dropdown; given a list of messages, only the first shows (spec §5). */
  error?: FieldErrorValue;
  /** Marks the dropdown required (asterisk, `aria-required`). @default false */
  required?: boolean;
  /** Disables the dropdown. @default false */
  disabled?: boolean;
  /** Fill the container instead of sizing from the longest label (spec §9). @default false */
  fullWidth?: boolean;
  /** Form field name; the selected value is submitted under it. */
  name?: string;
  /** Id of the input. */
  id?: string;
  /** Class for the root element. */
  className?: string;
}

/** Key of the leading "select option" entry; choosing it yields `null`. */
const PLACEHOLDER_KEY = '\u0000dropdown-placeholder';

interface Item {
  id: Key;
  label: string;
  disabled: boolean;
}

/**
 * A dropdown (react-aria ComboBox): arrow keys move the highlight, Enter selects, Escape closes,
 * typing filters and shows "No match" when nothing fits (spec §2). State shows as data attributes
 * on its parts: `data-open` on the root, `data-focused`/`data-selected`/`data-disabled` on options.
 */
export function Dropdown<V extends DropdownValue = DropdownValue>({
  label,
  options,
  value,
  defaultValue = null,
  onChange,
  placeholderOption = false,
  placeholder,
  searchable = false,
  hint,
  error,
  required = false,
  disabled = false,
  fullWidth = false,
  name,
  id,
  className,
}: DropdownProps<V>) {
  const intl = useIntl();
  // One rule for every dropdown: typed text matches anywhere in a label, case and accents aside.
  const { contains } = useFilter({ sensitivity: 'base' });
  const [inner, setInner] = useState<V | null>(defaultValue);
  const current = value === undefined ? inner : value;
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const placeholderLabel =
    placeholderOption === false
      ? null
      : placeholderOption === true
        ? intl.formatMessage(dropdownMessages.placeholderOption)
        : placeholderOption;

  const items = useMemo<Item[]>(() => {
    const list = options.map((option) => ({
      id: option.value,
      label: option.label,
      disabled: option.disabled ?? false,
    }));
    return placeholderLabel === null
      ? list
      : [{ id: PLACEHOLDER_KEY, label: placeholderLabel, disabled: false }, ...list];
  }, [options, placeholderLabel]);

  // The "select option" entry is no answer to a search: it shows only while nothing is typed.
  const filter = (text: string, input: string) =>
    text === placeholderLabel ? input === '' : contains(text, input);

  const width = dropdownWidth(items.map((item) => item.label));
  const errorText = firstMessage(error);

  useEscapeGuard(open, inputRef);

  const select = (key: Key | null) => {
    const option = options.find((candidate) => candidate.value === key);
    const next = option ? option.value : null;
    if (next === current) return;
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  return (
    <I18nProvider locale={intl.locale}>
      <ComboBox
        id={id}
        name={name}
        className={cx(styles.root, className)}
        style={assignInlineVars({ [styles.textWidth]: `${width}px` })}
        defaultItems={items}
        value={current ?? (placeholderLabel === null ? null : PLACEHOLDER_KEY)}
        onChange={select}
        defaultFilter={filter}
        allowsEmptyCollection
        onOpenChange={setOpen}
        isDisabled={disabled}
        isRequired={required}
        isInvalid={Boolean(errorText)}
        validationBehavior="aria"
      >
        <AriaFieldLabel label={label} required={required} />
        <Group
          className={cx(
            styles.group,
            searchable && styles.groupSearchable,
            fullWidth && styles.groupFullWidth,
          )}
        >
          {searchable && (
            <span className={styles.searchIcon} aria-hidden="true">
              <Icon name="search" />
            </span>
          )}
          <DropdownInput
            ref={inputRef}
            placeholderLabel={placeholderLabel}
            className={cx(control, styles.input, searchable && styles.inputSearchable)}
            placeholder={placeholder ?? placeholderLabel ?? undefined}
          />
          <AriaButton className={styles.toggle} aria-label={intl.formatMessage(dropdownMessages.showOptions)}>
            <span className={styles.chevron} aria-hidden="true">
              <Icon name="chevronDown" />
            </span>
          </AriaButton>
        </Group>
        <AriaFieldMessage error={errorText} hint={hint} />
        {/* Portals to <body> and is placed against the page. Inside a Radix dialog it still counts as
            inside (Radix follows the React tree) and takes clicks (pointer-events: auto). */}
        <Popover className={styles.popover} offset={4}>
          <ListBox<Item>
            className={styles.list}
            renderEmptyState={() => (
              <div className={styles.empty}>{intl.formatMessage(dropdownMessages.noMatch)}</div>
            )}
          >
            {(item) => (
              <ListBoxItem
                id={item.id}
                textValue={item.label}
                isDisabled={item.disabled}
                className={cx(styles.option, item.id === PLACEHOLDER_KEY && styles.placeholderOption)}
              >
                {({ isSelected }) => (
                  <>
                    {item.label}
                    {isSelected && item.id !== PLACEHOLDER_KEY && (
                      <span className={styles.check} aria-hidden="true">
                        <Icon name="check" />
                      </span>
                    )}
                  </>
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </I18nProvider>
  );
}

interface DropdownInputProps {
  className: string;
  placeholder?: string;
  placeholderLabel: string | null;
  ref: Ref<HTMLInputElement>;
}

/**
 * The input. A click opens the full list, as users of a select expect. While the "select option"
 * entry is chosen the input stays empty and shows that text as its placeholder.
 */
function DropdownInput({ placeholderLabel, ...props }: DropdownInputProps) {
  const state = useContext(ComboBoxStateContext);
  const showsPlaceholder =
    placeholderLabel !== null &&
    state?.selectedKey === PLACEHOLDER_KEY &&
    state.inputValue === placeholderLabel;
  return (
    <Input
      {...props}
      {...(showsPlaceholder ? { value: '' } : {})}
      onClick={() => {
        if (state && !state.isOpen) state.open(null, 'manual');
      }}
    />
  );
}

/**
 * Escape closes an open list and nothing else. Radix dialogs listen for Escape on the document in
 * the capture phase; marking the event handled before that keeps the surrounding Modal open.
 */
function useEscapeGuard(open: boolean, inputRef: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    if (!open) return;
    const guard = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && event.target === inputRef.current) event.preventDefault();
    };
    window.addEventListener('keydown', guard, true);
    return () => window.removeEventListener('keydown', guard, true);
  }, [open, inputRef]);
}
