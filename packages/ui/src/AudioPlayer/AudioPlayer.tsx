import { type HTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../internal/cx';
import * as styles from './AudioPlayer.css';
import { audioPlayerMessages } from './AudioPlayer.messages';

export interface AudioPlayerProps extends Omit<HTMLAttributes<HTMLElement>, 'onError'> {
  /** The audio's URL; null while it is being fetched (the player shows, disabled). */
  src: string | null;
  /** Visible caption naming what plays (the file's name); also the player's accessible name. */
  label: ReactNode;
  /** Starts playing once loaded (after the user asked to play it). @default false */
  autoPlay?: boolean;
  /** Replaces 'The audio could not be played.' */
  errorText?: ReactNode;
  /** Called when the browser cannot load or decode the audio. */
  onError?: () => void;
}

/**
 * Plays one audio file with the browser's own controls (play, seek, volume, all by keyboard) under
 * a caption that names it; says so when the audio cannot be played. The browser fetches the audio
 * in ranges as it plays and seeks.
 */
export function AudioPlayer({
  src,
  label,
  autoPlay = false,
  errorText,
  onError,
  className,
  ...props
}: AudioPlayerProps) {
  const intl = useIntl();
  const captionId = useId();
  const errorId = useId();
  // The source that failed: a new source gets a new chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src !== null && failedSrc === src;
  return (
    <figure {...props} className={cx(styles.root, className)}>
      <figcaption id={captionId} className={styles.caption}>
        {label}
      </figcaption>
      {/* biome-ignore lint/a11y/useMediaCaption: sound files (prompts, music on hold) have no text track */}
      <audio
        className={styles.audio}
        controls
        preload="metadata"
        autoPlay={autoPlay && src !== null}
        src={src ?? undefined}
        aria-labelledby={captionId}
        aria-describedby={failed ? errorId : undefined}
        aria-disabled={src === null || undefined}
        onError={() => {
          if (!src) return;
          setFailedSrc(src);
          onError?.();
        }}
      />
      {failed ? (
        <p id={errorId} role="alert" className={styles.error}>
          {errorText ?? intl.formatMessage(audioPlayerMessages.failed)}
        </p>
      ) : null}
    </figure>
  );
}
