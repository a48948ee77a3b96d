import {
  APPEARANCE_TEXT_FIELDS,
  type Appearance,
  type AppearanceColorField,
  CHAT_VISIBILITIES,
  type ChatVisibility,
  WIDGET_POSITIONS,
  type WidgetPosition,
} from '@switchboard/contract';
import { Card, ColorPicker, Dropdown, RadioGroup, Stack, Switch, TextField } from '@switchboard/ui';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { COLOUR_GROUPS } from './colourGroups';
import {
  colourMessages,
  groupMessages,
  widgetAppearanceMessages as m,
  positionMessages,
  textMessages,
  visibilityMessages,
} from './widgetAppearance.messages';

/** Spec: the appearance texts hold at most 50 characters (the contract's rule). */
const TEXT_MAX_LENGTH = 50;

export interface AppearanceFormProps {
  value: Appearance;
  /** One field changed: called at once, on every edit. Keep it stable (the colour pickers are memoised). */
  onChange: <K extends keyof Appearance>(field: K, value: Appearance[K]) => void;
}

/** Every appearance field: behaviour, the three texts, and the 30 colours by the part they paint. */
export function AppearanceForm({ value, onChange }: AppearanceFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Stack gap="lg">
      <Card title={t(m.behaviour)} headingLevel={2}>
        <Stack gap="lg">
          <RadioGroup
            label={t(m.position)}
            orientation="horizontal"
            options={WIDGET_POSITIONS.map((position) => ({
              value: position,
              label: t(positionMessages[position]),
            }))}
            value={value.widgetPosition}
            onChange={(position) => onChange('widgetPosition', position as WidgetPosition)}
          />
          <Dropdown<ChatVisibility>
            label={t(m.visibility)}
            hint={t(m.visibilityHint)}
            options={CHAT_VISIBILITIES.map((visibility) => ({
              value: visibility,
              label: t(visibilityMessages[visibility]),
            }))}
            value={value.chatVisibility}
            onChange={(visibility) => visibility && onChange('chatVisibility', visibility)}
          />
          <Switch
            label={t(m.displayOffline)}
            hint={t(m.displayOfflineHint)}
            checked={value.displayOffline}
            onChange={(checked) => onChange('displayOffline', checked)}
          />
          <Switch
            label={t(m.sounds)}
            hint={t(m.soundsHint)}
            checked={value.sounds}
            onChange={(checked) => onChange('sounds', checked)}
          />
        </Stack>
      </Card>
      <Card title={t(m.texts)} headingLevel={2}>
        <Stack gap="lg">
          {APPEARANCE_TEXT_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(textMessages[field])}
              hint={t(m.textHint)}
              maxLength={TEXT_MAX_LENGTH}
              value={value[field]}
              onChange={(text) => onChange(field, text)}
            />
          ))}
        </Stack>
      </Card>
      {COLOUR_GROUPS.map((group) => (
        <Card key={group.id} title={t(groupMessages[group.id])} headingLevel={2}>
          {group.notPreviewed && <p>{t(m.notPreviewed)}</p>}
          <Stack direction="row" wrap gap="lg" align="start">
            {group.fields.map((field) => (
              <ColourField key={field} field={field} value={value[field]} onChange={onChange} />
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** One colour; memoised, so an edit re-renders only the picker that changed (given a stable onChange). */
const ColourField = memo(function ColourField({
  field,
  value,
  onChange,
}: {
  field: AppearanceColorField;
  value: string;
  onChange: AppearanceFormProps['onChange'];
}) {
  const intl = useIntl();
  return (
    <ColorPicker
      label={intl.formatMessage(colourMessages[field])}
      value={value}
      onChange={(hex) => onChange(field, hex)}
    />
  );
});
