import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../internal/cx';
import { popupLoader } from '../internal/deferredPopup';
import type { ToasterProps } from './Toast';
import * as styles from './Toast.css';
import { toastMessages } from './Toast.messages';
import { toast as appToasts, type ToastEntry, type ToastStore } from './Toast.store';
import { TOAST_DURATION } from './Toast.variants';

const toasterCode = popupLoader<ToasterProps>(() =>
  import('./Toast').then((module) => ({ default: module.Toaster })),
);

/**
 * `<Toaster />` for the first page's budget: nothing (and none of its Radix code) until the store
 * gets its first toast, then the Toaster, which shows it. If that code cannot load (offline, when
 * errors are likeliest), the toasts still show, as plain announced notes closing after their time.
 */
export function ToasterOnDemand(props: ToasterProps) {
  const store = props.store ?? appToasts;
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [state, setState] = useState<'waiting' | 'ready' | 'failed'>(() =>
    toasterCode.loaded() ? 'ready' : 'waiting',
  );
  const wanted = toasts.length > 0;
  useEffect(() => {
    if (!wanted || state === 'ready') return;
    toasterCode.load().then(
      () => setState('ready'),
      () => setState('failed'),
    );
  }, [wanted, state]);

  const Toaster = state === 'ready' ? toasterCode.loaded() : undefined;
  if (Toaster) return <Toaster {...props} />;
  if (state === 'failed') return <PlainToasts store={store} duration={props.duration ?? TOAST_DURATION} />;
  return null;
}

/** The toasts without their code: each announced, closing after its time. */
function PlainToasts({ store, duration }: { store: ToastStore; duration: number }) {
  const intl = useIntl();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <ol className={styles.viewport} aria-label={intl.formatMessage(toastMessages.label)}>
      {[...toasts].reverse().map((entry) => (
        <PlainToast key={entry.id} entry={entry} duration={entry.duration ?? duration} store={store} />
      ))}
    </ol>
  );
}

function PlainToast({ entry, duration, store }: { entry: ToastEntry; duration: number; store: ToastStore }) {
  useEffect(() => {
    if (!Number.isFinite(duration)) return;
    const timer = setTimeout(() => store.dismiss(entry.id), duration);
    return () => clearTimeout(timer);
  }, [entry.id, duration, store]);
  return (
    <li
      role={entry.kind === 'danger' ? 'alert' : 'status'}
      className={cx(styles.root, styles.kind[entry.kind])}
    >
      <span className={styles.message}>{entry.message}</span>
    </li>
  );
}
