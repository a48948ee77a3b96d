import {
  type CreateExtensionBody,
  createExtensionBody,
  type Extension,
  type UpdateExtensionBody,
  updateExtensionBody,
} from '@switchboard/contract';
import { useForm } from '@switchboard/forms/react';
import { Dropdown, type DropdownOption, PasswordField, Switch, TextField, toast } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../app/AppContextProvider';
import { FormDialog } from '../crud/FormDialog';
import { contractErrors, withLocalRules } from '../forms/contractErrors';
import { withCurrentOption } from '../forms/options';
import { useBindField } from '../forms/useBindField';
import { pbxExtensionsMessages as m } from './pbxExtensions.messages';
import { useExtensionMutations } from './useExtensionMutations';

export interface ExtensionDialogProps {
  /** The extension to edit; `null` creates one. */
  extension: Extension | null;
  /** The loaded extensions: a number must not be one of theirs. */
  extensions: readonly Extension[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type ExtensionFormValues = {
  extension: string;
  password: string;
  description: string;
  presentation_number: string | null;
  is_active: boolean;
};

const FIELDS = ['extension', 'password', 'description', 'presentation_number', 'is_active'] as const;

/** Spec §9: status defaults to 1 when empty. */
const DEFAULT_STATUS = 1;

/**
 * 'Create extension' / 'Edit extension': number, SIP password, description, the number presented
 * to callers ('Select number' is sent as null) and the active switch. An update sends an empty
 * number as null and an empty password or description as '' (spec §5 "Extension update").
 */
export function ExtensionDialog({ extension, extensions, open, onOpenChange }: ExtensionDialogProps) {
  const intl = useIntl();
  const { queries } = useApp();
  const { create, update } = useExtensionMutations();
  const numbers = useQuery({ ...queries.presentationNumbers(), enabled: open });
  const editing = extension !== null;

  const validate = useMemo(() => {
    const others = extensions.filter((row) => row.id !== extension?.id).map((row) => row.extension);
    const body = contractErrors(editing ? updateExtensionBody : createExtensionBody);
    return withLocalRules(body, { extension: 'unique' }, { lists: { extension: others } });
  }, [extensions, extension, editing]);

  const createBody = (values: ExtensionFormValues): CreateExtensionBody => ({
    extension: values.extension.trim(),
    password: values.password,
    description: values.description,
    is_active: values.is_active ? 1 : 0,
    status: DEFAULT_STATUS,
    presentation_number: values.presentation_number,
  });
  const updateBody = (values: ExtensionFormValues): UpdateExtensionBody => ({
    extension: values.extension.trim() || null,
    password: values.password || '',
    description: values.description || '',
    is_active: values.is_active ? 1 : 0,
    status: extension?.status || DEFAULT_STATUS,
    presentation_number: values.presentation_number,
  });

  const form = useForm<ExtensionFormValues>({
    initialValues: {
      extension: extension?.extension ?? '',
      password: '',
      description: extension?.description ?? '',
      presentation_number: extension?.presentation_number ?? null,
      is_active: extension ? extension.is_active === 1 : true,
    },
    validate: (values) => validate(extension ? updateBody(values) : createBody(values)),
    onSubmit: async (values) => {
      const saved = extension
        ? await update.mutateAsync({ params: { id: extension.id }, body: updateBody(values) })
        : await create.mutateAsync({ body: createBody(values) });
      toast.success(intl.formatMessage(extension ? m.updated : m.created, { name: saved.extension }));
      onOpenChange(false);
    },
  });

  const nameOf = (values: ExtensionFormValues) => values.extension.trim() || extension?.extension || '';

  const numberOptions = useMemo<DropdownOption<string>[]>(
    () =>
      withCurrentOption(
        (numbers.data ?? []).map((row) => ({
          value: row.number,
          label: row.description ? `${row.number} – ${row.description}` : row.number,
        })),
        extension?.presentation_number,
      ),
    [numbers.data, extension?.presentation_number],
  );

  const formId = `extension-form-${extension?.id ?? 'new'}`;
  const title = intl.formatMessage(editing ? m.editTitle : m.createTitle);
  const label = {
    extension: intl.formatMessage(m.extension),
    password: intl.formatMessage(m.password),
    description: intl.formatMessage(m.extensionDescription),
    presentationNumber: intl.formatMessage(m.presentationNumber),
  };

  const bind = useBindField(form);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      formId={formId}
      form={form}
      fields={FIELDS}
      failureNotice={() =>
        intl.formatMessage(extension ? m.updateFailed : m.createFailed, { name: nameOf(form.values) })
      }
      cancelLabel={intl.formatMessage(m.cancel)}
      saveLabel={intl.formatMessage(m.save)}
    >
      <TextField
        {...bind('extension', label.extension)}
        numbersOnly
        inputMode="numeric"
        autoComplete="off"
        required={!editing}
        {...(editing ? { hint: intl.formatMessage(m.extensionKeepHint) } : {})}
      />
      <PasswordField
        {...bind('password', label.password)}
        autoComplete="new-password"
        required={!editing}
        {...(editing ? { hint: intl.formatMessage(m.passwordKeepHint) } : {})}
      />
      <TextField {...bind('description', label.description)} />
      <Dropdown<string>
        {...bind('presentation_number', label.presentationNumber)}
        options={numberOptions}
        placeholderOption={intl.formatMessage(m.selectNumber)}
      />
      <Switch
        label={intl.formatMessage(m.isActive)}
        checked={form.values.is_active}
        onChange={(checked) => form.setValue('is_active', checked)}
      />
    </FormDialog>
  );
}
