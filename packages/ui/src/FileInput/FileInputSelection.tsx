import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import * as styles from './FileInput.css';
import { formatFileSize, isImage } from './FileInput.files';
import { fileInputMessages } from './FileInput.messages';

/** An object URL for an image file, revoked when the file changes or the component unmounts. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !isImage(file)) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export interface FileInputSelectionProps {
  /** The chosen, not yet saved file. */
  file: File | null;
  /** The saved image shown while no file is chosen. */
  previewUrl?: string;
  /** Clears the chosen file; absent hides the remove button. */
  onRemove?: () => void;
}

/** The chosen file (name, size, preview and remove button), or else the saved image. */
export function FileInputSelection({ file, previewUrl, onRemove }: FileInputSelectionProps) {
  const intl = useIntl();
  const objectUrl = useObjectUrl(file);

  if (!file) {
    return previewUrl ? (
      <div className={cx(styles.selection, styles.savedSelection)}>
        <img
          className={styles.preview}
          src={previewUrl}
          alt={intl.formatMessage(fileInputMessages.current)}
        />
      </div>
    ) : null;
  }

  return (
    <div className={styles.selection}>
      {objectUrl && (
        <img
          className={styles.preview}
          src={objectUrl}
          alt={intl.formatMessage(fileInputMessages.preview, { name: file.name })}
        />
      )}
      <div className={styles.fileText}>
        <span className={styles.fileName}>{file.name}</span>
        <span className={styles.fileSize}>{formatFileSize(intl, file.size)}</span>
      </div>
      {onRemove && (
        <Button
          kind="ghost"
          size="small"
          icon={<Icon name="trash" />}
          aria-label={intl.formatMessage(fileInputMessages.remove, { name: file.name })}
          onClick={onRemove}
        />
      )}
    </div>
  );
}
