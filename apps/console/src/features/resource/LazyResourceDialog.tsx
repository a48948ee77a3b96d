import type { AnyResource } from '@switchboard/contract';
import { type ComponentType, lazy } from 'react';
import { OnceOpened } from '../crud/OnceOpened';
import type { ResourceDialogProps, ResourceForm } from './ResourceDialog';

type Values = Record<string, unknown>;
type AnyDialogProps = ResourceDialogProps<AnyResource, Values>;

/**
 * A resource's form, or its module's import: a form whose fields render dropdowns (react-aria)
 * is best imported with the dialog, not with the table (`() => import('./carrierForm')…`; keep the
 * function at module level, so it is the same one on every render).
 */
export type FormSource<R extends AnyResource, V extends Values> =
  | ResourceForm<R, V>
  | (() => Promise<ResourceForm<R, V>>);

const importDialog = () => import('./ResourceDialog').then((module) => module.ResourceDialog);

const WithGivenForm = lazy(() => importDialog().then((Dialog) => ({ default: Dialog })));

/** One lazy dialog per form import, loading the dialog's code and the form's module together. */
const withImportedForm = new WeakMap<() => Promise<unknown>, ComponentType<AnyDialogProps>>();

function dialogFor(source: () => Promise<unknown>): ComponentType<AnyDialogProps> {
  let Dialog = withImportedForm.get(source);
  if (!Dialog) {
    Dialog = lazy(() =>
      Promise.all([importDialog(), source()]).then(([ResourceDialog, form]) => ({
        default: (props: AnyDialogProps) => (
          <ResourceDialog {...props} form={form as AnyDialogProps['form']} />
        ),
      })),
    );
    withImportedForm.set(source, Dialog);
  }
  return Dialog;
}

/** `ResourceDialog`, whose code (and form, when given as an import) loads at its first opening. */
export function LazyResourceDialog<R extends AnyResource, V extends Values>({
  form,
  ...props
}: Omit<ResourceDialogProps<R, V>, 'form'> & { form: FormSource<R, V> }) {
  // lazy() drops the type parameters; the props are the dialog's own.
  const dialogProps = props as unknown as Omit<AnyDialogProps, 'form'>;
  const Dialog = typeof form === 'function' ? dialogFor(form) : WithGivenForm;
  return (
    <OnceOpened open={props.open}>
      <Dialog {...dialogProps} form={form as AnyDialogProps['form']} />
    </OnceOpened>
  );
}
