import {
  type Profile,
  TIMEZONE_PLACEHOLDER,
  type UpdateProfileBody,
  updateProfileBody,
} from '@switchboard/contract';
import { PHONE_MAX_LENGTH } from '@switchboard/forms';
import { useForm } from '@switchboard/forms/react';
import { isLocale, localeNames, locales } from '@switchboard/i18n';
import { Card, Dropdown, type DropdownOption, TextField, toast } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { contractErrors } from '#features/forms/contractErrors';
import { FormStack } from '#features/forms/FormStack';
import { withCurrentOption } from '#features/forms/options';
import { useBindField } from '#features/forms/useBindField';
import { useLocale } from '#features/i18n/LocaleProvider';
import { profileInfoMessages as m, profileNoticeMessages as n } from '../profile.messages';
import { useProfileSubmit } from '../useProfileSubmit';
import { ImageField, useChosenImage } from './ImageField';

type PersonalValues = {
  name: string;
  email: string;
  user_phonenumber: string;
  timezone: string | null;
  user_lang: string;
};

const validateBody = contractErrors(updateProfileBody);

/** The form's values as PUT /admin/profile takes them: an empty phone is none. */
function toBody(values: PersonalValues): UpdateProfileBody {
  const phone = values.user_phonenumber.trim();
  return {
    name: values.name,
    email: values.email,
    user_phonenumber: phone === '' ? null : phone,
    timezone: values.timezone,
    ...(isLocale(values.user_lang) ? { user_lang: values.user_lang } : {}),
  };
}

const languageOptions: DropdownOption<string>[] = locales.map((locale) => ({
  value: locale,
  label: localeNames[locale],
}));

/** 'Europe/Sofia (UTC+02:00)'; the list's 'Select timezone' entry is the dropdown's own placeholder. */
function useTimezoneOptions(current: string | null) {
  const { queries } = useApp();
  const { data: timezones } = useSuspenseQuery(queries.timezones());
  // A saved zone the list lacks still shows.
  const options = useMemo<DropdownOption<string>[]>(
    () =>
      withCurrentOption(
        timezones
          .filter((zone) => zone.name !== TIMEZONE_PLACEHOLDER && zone.offset !== '')
          .map((zone) => ({ value: zone.name, label: `${zone.name} (UTC${zone.offset})` })),
        current,
      ),
    [timezones, current],
  );
  return options;
}

/**
 * The personal form (spec §2, §5): photo, name, email, phone, timezone and language. The phone is
 * international (+ and country code, at most 20 characters); a wrong one says 'Phone number is not
 * correct' and nothing is sent. A chosen photo shows its preview until saved, then is uploaded
 * (POST /admin/profile/photo) after the details.
 */
export function PersonalForm({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const { mutations } = useApp();
  const { setLocale } = useLocale();
  const user = profile.user_info;
  const photo = useChosenImage('uploadPhoto', m.photoFailed);
  const update = useMutation(mutations.updateProfile());
  const timezoneOptions = useTimezoneOptions(user.timezone);

  const form = useForm<PersonalValues>({
    initialValues: {
      name: user.name,
      email: user.email ?? '',
      user_phonenumber: user.user_phonenumber ?? '',
      timezone: user.timezone,
      user_lang: user.user_lang,
    },
    validate: (values) => validateBody(toBody(values)),
    onSubmit: async (values) => {
      const saved = await update.mutateAsync({ body: toBody(values) });
      if (!(await photo.upload())) return;
      toast.success(intl.formatMessage(m.saved));
      // The chosen language becomes the interface's (the profile itself stays in English).
      if (values.user_lang !== user.user_lang && isLocale(saved.user_info.user_lang)) {
        void setLocale(saved.user_info.user_lang);
      }
    },
  });

  const submit = useProfileSubmit(form, n.resolveErrors, () => {
    const found = validateBody(toBody(form.values));
    if (found.user_phonenumber) return m.phoneIncorrect;
    return Object.keys(found).length > 0 ? n.resolveErrors : null;
  });
  const bind = useBindField(form);

  const label = {
    name: intl.formatMessage(m.name),
    email: intl.formatMessage(m.email),
    phone: intl.formatMessage(m.phone),
    timezone: intl.formatMessage(m.timezone),
    language: intl.formatMessage(m.language),
  };

  return (
    <Card title={intl.formatMessage(m.personalTitle)} headingLevel={2}>
      <FormStack
        label={intl.formatMessage(m.personalTitle)}
        onSubmit={submit}
        submit={{ label: intl.formatMessage(m.save), loading: form.submitting, inRow: true }}
      >
        <ImageField
          label={intl.formatMessage(m.photo)}
          image={photo}
          savedUrl={user.user_photo}
          disabled={form.submitting}
        />
        <TextField {...bind('name', label.name)} autoComplete="name" required />
        <TextField
          {...bind('email', label.email)}
          type="email"
          autoComplete="email"
          required
          hint={intl.formatMessage(m.emailHint)}
        />
        <TextField
          {...bind('user_phonenumber', label.phone)}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          numbersOnly
          maxLength={PHONE_MAX_LENGTH}
          hint={intl.formatMessage(m.phoneHint)}
        />
        <Dropdown<string>
          {...bind('timezone', label.timezone)}
          searchable
          fullWidth
          options={timezoneOptions}
          placeholderOption={intl.formatMessage(m.timezonePlaceholder)}
        />
        <Dropdown<string>
          {...bind('user_lang', label.language)}
          fullWidth
          options={languageOptions}
          onChange={(value) => form.setValue('user_lang', value ?? 'en')}
        />
      </FormStack>
    </Card>
  );
}
