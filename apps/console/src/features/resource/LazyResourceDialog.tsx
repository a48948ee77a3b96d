import type { AnyResource } from '@switchboard/contract';
import { lazy } from 'react';
import { OnceOpened } from '../crud/OnceOpened';
import type { ResourceDialogProps } from './ResourceDialog';

type Values = Record<string, unknown>;

const Loaded = lazy(() => import('./ResourceDialog').then((module) => ({ default: module.ResourceDialog })));

/** `ResourceDialog`, whose code loads at its first opening (measured: a table screen halves). */
export function LazyResourceDialog<R extends AnyResource, V extends Values>(
  props: ResourceDialogProps<R, V>,
) {
  // lazy() drops the type parameters; the props are the dialog's own.
  const loadedProps = props as unknown as ResourceDialogProps<AnyResource, Values>;
  return (
    <OnceOpened open={props.open}>
      <Loaded {...loadedProps} />
    </OnceOpened>
  );
}
