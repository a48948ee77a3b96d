import type { ContactOptions } from '@switchboard/contract';
import { Stack, Switch } from '@switchboard/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { widgetContactsMessages as m } from './widgetContacts.messages';

/** The five ways visitors may reach an office or department, in the widget's order. */
export const CONTACT_OPTIONS = [
  ['phoneCalls', m.phoneCalls],
  ['requestCallback', m.requestCallback],
  ['chat', m.chat],
  ['email', m.emailOption],
  ['videoCalls', m.videoCalls],
] as const satisfies readonly (readonly [keyof ContactOptions, unknown])[];

/** A switch per contact option, as one labelled group. */
export function ContactOptionsFields({
  value,
  onChange,
}: {
  value: ContactOptions;
  onChange: (next: ContactOptions) => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Stack role="group" aria-labelledby={headingId} gap="sm">
      <span id={headingId}>{intl.formatMessage(m.contactOptions)}</span>
      {CONTACT_OPTIONS.map(([option, label]) => (
        <Switch
          key={option}
          label={intl.formatMessage(label)}
          checked={value[option]}
          onChange={(checked) => onChange({ ...value, [option]: checked })}
        />
      ))}
    </Stack>
  );
}
