import { ApiError, resourceMutations, resourceQueries } from '@switchboard/api-client';
import {
  FLOW_LANGUAGES,
  type Flow,
  type FlowLanguage,
  type FlowSettings,
  type FlowVersion,
  flowVersionResource,
  soundFileResource,
} from '@switchboard/contract';
import { localeNames } from '@switchboard/i18n';
import { Alert, Button, Dropdown, PageHeader, Stack, Switch, TextField, toast } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { flowSettingsMessages as m } from './flows.messages';

type Values = {
  record_calls: boolean;
  language: FlowLanguage;
  max_call_seconds: string;
  moh_sound_file_id: number | null;
};

const valuesOf = (settings: FlowSettings): Values => ({
  record_calls: settings.record_calls === 1,
  language: settings.language,
  max_call_seconds: String(settings.max_call_seconds),
  moh_sound_file_id: settings.moh_sound_file_id,
});

/** The form of the active version's settings; saved as an edit of that version. */
function SettingsForm({ flowId, version }: { flowId: number; version: FlowVersion }) {
  const intl = useIntl();
  const { api } = useApp();
  const [values, setValues] = useState<Values>(() => valuesOf(version.settings));
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const { data: soundFiles } = useSuspenseQuery(resourceQueries(api, soundFileResource).list());
  const music = soundFiles.filter((file) => file.filetype === 'moh');
  const update = useMutation(
    useMemo(() => resourceMutations(api, flowVersionResource, { flowId }), [api, flowId]).update(),
  );
  const errors = update.error instanceof ApiError ? update.error.errors : {};
  const save = async () => {
    try {
      await update.mutateAsync({
        params: { id: version.id },
        body: {
          settings: {
            record_calls: values.record_calls ? 1 : 0,
            language: values.language,
            max_call_seconds: values.max_call_seconds.trim() === '' ? 0 : Number(values.max_call_seconds),
            moh_sound_file_id: values.moh_sound_file_id,
          },
        },
      });
      toast.success(intl.formatMessage(m.saved, { name: version.name }));
    } catch {
      toast.danger(intl.formatMessage(m.saveFailed, { name: version.name }));
    }
  };
  const error = (field: string) => errors[`settings.${field}`] ?? errors.settings;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <Switch
          label={intl.formatMessage(m.recordCalls)}
          checked={values.record_calls}
          onChange={set('record_calls')}
        />
        <Dropdown<string>
          label={intl.formatMessage(m.language)}
          options={FLOW_LANGUAGES.map((language) => ({ value: language, label: localeNames[language] }))}
          value={values.language}
          onChange={(value) => set('language')((value ?? 'en') as FlowLanguage)}
          error={error('language')}
        />
        <TextField
          label={intl.formatMessage(m.maxCallSeconds)}
          value={values.max_call_seconds}
          onChange={set('max_call_seconds')}
          error={error('max_call_seconds')}
          numbersOnly
        />
        <Dropdown<number>
          label={intl.formatMessage(m.moh)}
          placeholderOption={intl.formatMessage(m.mohDefault)}
          options={music.map((file) => ({ value: file.id, label: file.filename }))}
          value={values.moh_sound_file_id}
          onChange={set('moh_sound_file_id')}
          error={error('moh_sound_file_id')}
        />
        <div>
          <Button kind="primary" type="submit" loading={update.isPending}>
            {intl.formatMessage(m.save)}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** The "flow settings" tab (spec §2): the active version's settings, or why there are none yet. */
export function FlowSettingsTab({ flow }: { flow: Flow }) {
  const intl = useIntl();
  const { api } = useApp();
  const scope = useMemo(() => ({ flowId: flow.id }), [flow.id]);
  const { data: versions } = useSuspenseQuery(resourceQueries(api, flowVersionResource, scope).list());
  const active = versions.find((version) => version.is_active === 1);
  return (
    <Stack gap="lg">
      <PageHeader
        headingLevel={2}
        title={intl.formatMessage(m.title)}
        description={active ? intl.formatMessage(m.ofVersion, { name: active.name }) : undefined}
      />
      {active ? (
        <SettingsForm key={`${active.id}-${active.updated_at}`} flowId={flow.id} version={active} />
      ) : (
        <Alert kind="info">{intl.formatMessage(m.noActive)}</Alert>
      )}
    </Stack>
  );
}
