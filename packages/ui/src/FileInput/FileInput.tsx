import {
  type ChangeEvent,
  type DragEvent,
  type HTMLAttributes,
  type ReactNode,
  useId,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import * as styles from './FileInput.css';
import { defaultMaxFileSize, formatFileSize, matchesAccept } from './FileInput.files';
import { fileInputMessages } from './FileInput.messages';
import { FileInputSelection } from './FileInputSelection';

export interface FileInputProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  /** Visible label naming the file input. */
  label: ReactNode;
  /** The chosen file; pass it to control the input (`null` once saved), omit to let the input keep it. */
  value?: File | null;
  /** Called with an accepted file, or `null` when it is removed. Refused files never reach it. */
  onChange?: (file: File | null) => void;
  /** File types offered and accepted, as for `<input accept>` (`image/*`, `.pdf`). */
  accept?: string;
  /** Largest accepted size in bytes; 10 MB (`emailAttachmentMaxFileSize`) for email attachments. @default 20 MB */
  maxSize?: number;
  /** URL of the saved image, shown while no new file is chosen. */
  previewUrl?: string;
  /** Short help shown under the control while there is no error. */
  hint?: ReactNode;
  /** Error from the caller, e.g. `fileInputMessages.required` ('Please select file'); a refused file's error wins. */
  error?: ReactNode;
  /** Marks the input as required, with an asterisk. @default false */
  required?: boolean;
  /** Disables choosing, dropping and removing; the drop zone gets `data-disabled`. @default false */
  disabled?: boolean;
}

/**
 * Choose a file with the native picker (the drop zone is its label, so Tab, Enter and Space work) or
 * drop one on the zone (`data-drag-over` while dragging). Images show a preview until saved.
 */
export function FileInput({
  label,
  value,
  onChange,
  accept,
  maxSize = defaultMaxFileSize,
  previewUrl,
  hint,
  error,
  required = false,
  disabled = false,
  className,
  ...props
}: FileInputProps) {
  const intl = useIntl();
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const chooseId = `${id}-choose`;
  const limitId = `${id}-limit`;
  const messageId = `${id}-message`;
  const [innerFile, setInnerFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const file = value !== undefined ? value : innerFile;
  const limit = formatFileSize(intl, maxSize);
  const shownError = refusal ?? error;
  const message = shownError || hint;

  const select = (next: File | null) => {
    if (next && !matchesAccept(next, accept)) {
      setRefusal(intl.formatMessage(fileInputMessages.wrongType));
      return;
    }
    if (next && next.size > maxSize) {
      setRefusal(intl.formatMessage(fileInputMessages.tooLarge, { limit }));
      return;
    }
    setRefusal(null);
    setInnerFile(next);
    onChange?.(next);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.files?.[0];
    // Reset so choosing the same file again still reports a change.
    event.target.value = '';
    if (next) select(next);
  };

  const onDragOver = (event: DragEvent<HTMLLabelElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragOver(true);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragOver(false);
    const next = event.dataTransfer.files?.[0];
    if (!disabled && next) select(next);
  };

  return (
    <div {...props} className={cx(fieldStyles.root, className)}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <input
        id={inputId}
        type="file"
        className={styles.input}
        accept={accept}
        disabled={disabled}
        required={required}
        aria-labelledby={labelId}
        aria-describedby={`${chooseId} ${limitId}${message ? ` ${messageId}` : ''}`}
        aria-invalid={shownError ? true : undefined}
        onChange={onInputChange}
      />
      <label
        htmlFor={inputId}
        className={styles.zone}
        data-drag-over={dragOver || undefined}
        data-disabled={disabled || undefined}
        data-invalid={shownError ? true : undefined}
        onDragOver={onDragOver}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
      >
        <Icon name="upload" size={20} className={styles.zoneIcon} />
        <span id={chooseId} className={styles.zoneText}>
          {intl.formatMessage(fileInputMessages.choose)}
        </span>
        <span id={limitId} className={styles.zoneLimit}>
          {intl.formatMessage(fileInputMessages.limit, { limit })}
        </span>
      </label>
      <FileInputSelection
        file={file}
        previewUrl={previewUrl}
        onRemove={disabled ? undefined : () => select(null)}
      />
      {message && (
        <p
          id={messageId}
          className={shownError ? fieldStyles.error : fieldStyles.hint}
          role={shownError ? 'alert' : undefined}
        >
          {message}
        </p>
      )}
    </div>
  );
}
