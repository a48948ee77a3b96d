import { SOUND_FILE_TYPES, type SoundFileType, type soundFileResource } from '@switchboard/contract';
import { Dropdown, FileInput } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { enumLabels } from '#features/i18n/enumLabels';
import type { BoundField, ResourceForm } from '../resource/ResourceDialog';
import { soundFilesMessages as m } from './soundFiles.messages';

type SoundFileValues = {
  file: File | null;
  filename: string;
  description: string;
  filetype: SoundFileType;
};

/** What the file chooser offers: the types the API recognises by content. */
const ACCEPT = 'audio/wav,audio/x-wav,audio/mpeg,audio/ogg,.wav,.mp3,.ogg';

/**
 * 'Upload sound file' / 'Edit sound file' (spec §3 Sound file). The audio is chosen once, when
 * uploading; an edit changes the name, description and filetype. With no file chosen the
 * contract's check says 'Please select file' under the chooser.
 */
export const soundFileForm: ResourceForm<typeof soundFileResource, SoundFileValues> = {
  createTitle: m.add,
  editTitle: m.editTitle,
  fields: [
    {
      name: 'file',
      label: m.file,
      render: (field, { record }) => (record ? null : <AudioFileInput {...field} />),
    },
    { name: 'filename', label: m.filename, hint: m.filenameHint },
    { name: 'description', label: m.fileDescription },
    {
      name: 'filetype',
      label: m.filetype,
      render: (field) => <FiletypeDropdown {...field} />,
    },
  ],
  initialValues: (soundFile) => ({
    file: null,
    filename: soundFile?.filename ?? '',
    description: soundFile?.description ?? '',
    filetype: soundFile?.filetype ?? 'flow',
  }),
  // The contract's struct refuses a missing file ('Please select file') before anything is sent.
  createBody: (values) => ({
    file: values.file as File,
    filename: values.filename.trim(),
    description: values.description,
    filetype: values.filetype,
  }),
  updateBody: (values) => ({
    filename: values.filename.trim(),
    description: values.description,
    filetype: values.filetype,
  }),
};

/** The audio chooser, saying which files it takes. */
function AudioFileInput(field: BoundField) {
  const intl = useIntl();
  return (
    <FileInput
      label={field.label}
      value={field.value as File | null}
      onChange={(file) => field.onChange(file)}
      accept={ACCEPT}
      hint={intl.formatMessage(m.fileHint)}
      error={field.error}
      required
    />
  );
}

/** Flow or Music on hold. */
function FiletypeDropdown(field: BoundField) {
  const intl = useIntl();
  return (
    <Dropdown<string>
      label={field.label}
      value={field.value as string}
      onChange={(value) => field.onChange(value ?? 'flow')}
      error={field.error}
      options={SOUND_FILE_TYPES.map((type) => ({
        value: type,
        label: intl.formatMessage(enumLabels.SOUND_FILE_TYPES[type]),
      }))}
    />
  );
}
