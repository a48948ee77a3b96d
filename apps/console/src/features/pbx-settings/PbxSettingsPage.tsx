import { pbxSettingsMutations, pbxSettingsQueries, resourceQueries } from '@switchboard/api-client';
import {
  type PbxSettings,
  soundFileResource,
  type UpdatePbxSettingsBody,
  updatePbxSettingsBody,
} from '@switchboard/contract';
import { useForm } from '@switchboard/forms/react';
import { Dropdown, PageHeader, Stack, Switch, TextField, toast } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { contractErrors } from '../forms/contractErrors';
import { FormStack } from '../forms/FormStack';
import { shownInFields } from '../forms/failures';
import { useBindField } from '../forms/useBindField';
import { pbxSettingsMessages as m } from './pbxSettings.messages';

type SettingsValues = {
  call_recording: boolean;
  recording_retention_days: string;
  music_on_hold_id: number | null;
  presentation_number: string;
  max_call_minutes: string;
  ring_timeout_seconds: string;
};

type NumberField = 'recording_retention_days' | 'max_call_minutes' | 'ring_timeout_seconds';

const FIELDS = [
  'call_recording',
  'recording_retention_days',
  'music_on_hold_id',
  'presentation_number',
  'max_call_minutes',
  'ring_timeout_seconds',
];

const validateBody = contractErrors(updatePbxSettingsBody);

const valuesOf = (settings: PbxSettings): SettingsValues => ({
  call_recording: settings.call_recording === 1,
  recording_retention_days: String(settings.recording_retention_days),
  music_on_hold_id: settings.music_on_hold_id,
  presentation_number: settings.presentation_number ?? '',
  max_call_minutes: String(settings.max_call_minutes),
  ring_timeout_seconds: String(settings.ring_timeout_seconds),
});

/** Numbers go as typed (the body's rules name an empty or out-of-range one); '' clears the number. */
const bodyOf = (values: SettingsValues) => ({
  call_recording: (values.call_recording ? 1 : 0) as 0 | 1,
  recording_retention_days: values.recording_retention_days.trim(),
  music_on_hold_id: values.music_on_hold_id,
  presentation_number: values.presentation_number.trim(),
  max_call_minutes: values.max_call_minutes.trim(),
  ring_timeout_seconds: values.ring_timeout_seconds.trim(),
});

/**
 * /xpbx/settings/settings (spec §2): call recording and how long recordings are kept, the music
 * on hold (one of the account's sound files), the default presentation number, the longest call
 * and the ring time. Checked with the contract's body before sending; saved with a notice.
 */
export function PbxSettingsPage() {
  const intl = useIntl();
  const { api } = useApp();
  const { data: settings } = useSuspenseQuery(pbxSettingsQueries(api).pbxSettings());
  const { data: soundFiles } = useSuspenseQuery(resourceQueries(api, soundFileResource).list());
  const save = useMutation(pbxSettingsMutations(api).updatePbxSettings());
  const form = useForm<SettingsValues>({
    initialValues: valuesOf(settings),
    validate: (values) => validateBody(bodyOf(values)),
    onSubmit: async (values) => {
      // The numbers go as their digits, which the body's struct reads as numbers (server and form alike).
      await save.mutateAsync({ body: bodyOf(values) as unknown as UpdatePbxSettingsBody });
      toast.success(intl.formatMessage(m.saved));
    },
  });
  const bind = useBindField(form);
  const submit = (event: FormEvent) => {
    form.handleSubmit(event).catch((error: unknown) => {
      if (!shownInFields(error, FIELDS)) toast.danger(intl.formatMessage(m.saveFailed));
    });
  };
  const title = intl.formatMessage(m.title);
  const number = (field: NumberField, label: MessageDescriptor, hint: MessageDescriptor) => (
    <TextField
      {...bind(field, intl.formatMessage(label))}
      hint={intl.formatMessage(hint)}
      numbersOnly
      inputMode="numeric"
      dir="ltr"
      required
    />
  );
  const music = bind('music_on_hold_id', intl.formatMessage(m.musicOnHold));

  return (
    <Stack gap="lg">
      <PageHeader title={title} description={intl.formatMessage(m.description)} />
      <FormStack
        label={title}
        onSubmit={submit}
        submit={{ label: intl.formatMessage(m.save), loading: form.submitting, inRow: true }}
      >
        <Switch {...bind.checked('call_recording', intl.formatMessage(m.callRecording))} />
        {number('recording_retention_days', m.retention, m.retentionHint)}
        <Dropdown<number>
          {...music}
          options={soundFiles.map((file) => ({
            value: file.id,
            label: file.description ? `${file.filename} – ${file.description}` : file.filename,
          }))}
          searchable
          placeholderOption={intl.formatMessage(m.noMusic)}
        />
        <TextField
          {...bind('presentation_number', intl.formatMessage(m.presentationNumber))}
          hint={intl.formatMessage(m.presentationNumberHint)}
          numbersOnly
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
        />
        {number('max_call_minutes', m.maxCallMinutes, m.maxCallMinutesHint)}
        {number('ring_timeout_seconds', m.ringTimeout, m.ringTimeoutHint)}
      </FormStack>
    </Stack>
  );
}
