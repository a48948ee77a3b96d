import {
  IMAGE_TYPES,
  type Profile,
  TIMEZONE_PLACEHOLDER,
  type UpdateProfileBody,
  updateProfileBody,
} from '@switchboard/contract';
import { PHONE_MAX_LENGTH, UPLOAD_LIMIT } from '@switchboard/forms';
import { useForm } from '@switchboard/forms/react';
import { isLocale, localeNames, locales } from '@switchboard/i18n';
import {
  Button,
  Card,
  Dropdown,
  type DropdownOption,
  FileInput,
  Stack,
  TextField,
  toast,
} from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../../app/AppContextProvider';
import { contractErrors } from '../../forms/contractErrors';
import { useFieldError } from '../../forms/useFieldError';
import { useLocale } from '../../i18n/LocaleProvider';
import { failureNotice } from '../failureNotice';
import { profileInfoMessages as m, profileNoticeMessages as n } from '../profile.messages';
import { uploadMutations } from '../profile.queries';

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
  const timezones = useQuery(queries.timezones());
  const options = useMemo<DropdownOption<string>[]>(() => {
    const list = (timezones.data ?? [])
      .filter((zone) => zone.name !== TIMEZONE_PLACEHOLDER && zone.offset !== '')
      .map((zone) => ({ value: zone.name, label: `${zone.name} (UTC${zone.offset})` }));
    // Until the list arrives (or if it never does), the saved zone still shows.
    if (current && !list.some((option) => option.value === current))
      list.unshift({ value: current, label: current });
    return list;
  }, [timezones.data, current]);
  return { options, failed: timezones.isError };
}

/**
 * The personal form (spec §2, §5): photo, name, email, phone, timezone and language. The phone is
 * international (+ and country code, at most 20 characters); a wrong one says 'Phone number is not
 * correct' and nothing is sent. A chosen photo shows its preview until saved, then is uploaded
 * (POST /admin/profile/photo) after the details.
 */
export function PersonalForm({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const { api, mutations } = useApp();
  const { setLocale } = useLocale();
  const user = profile.user_info;
  const [photo, setPhoto] = useState<File | null>(null);
  const update = useMutation(mutations.updateProfile());
  const upload = useMutation(useMemo(() => uploadMutations(api).uploadPhoto(), [api]));
  const timezones = useTimezoneOptions(user.timezone);

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
      if (photo) {
        try {
          await upload.mutateAsync({ body: { file: photo } });
          setPhoto(null);
        } catch (error) {
          toast.danger(failureNotice(intl, error, m.photoFailed) ?? intl.formatMessage(m.photoFailed));
          return;
        }
      }
      toast.success(intl.formatMessage(m.saved));
      // The chosen language becomes the interface's (the profile itself stays in English).
      if (values.user_lang !== user.user_lang && isLocale(saved.user_info.user_lang)) {
        void setLocale(saved.user_info.user_lang);
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateBody(toBody(form.values));
    if (found.user_phonenumber) toast.danger(intl.formatMessage(m.phoneIncorrect));
    else if (Object.keys(found).length > 0) toast.danger(intl.formatMessage(n.resolveErrors));
    form.handleSubmit().catch((error: unknown) => {
      const notice = failureNotice(intl, error, n.resolveErrors);
      if (notice) toast.danger(notice);
    });
  };

  const label = {
    name: intl.formatMessage(m.name),
    email: intl.formatMessage(m.email),
    phone: intl.formatMessage(m.phone),
    timezone: intl.formatMessage(m.timezone),
    language: intl.formatMessage(m.language),
  };

  return (
    <Card title={intl.formatMessage(m.personalTitle)} headingLevel={2}>
      <form noValidate onSubmit={submit} aria-label={intl.formatMessage(m.personalTitle)}>
        <Stack gap="lg">
          <FileInput
            label={intl.formatMessage(m.photo)}
            hint={intl.formatMessage(m.photoHint)}
            accept={IMAGE_TYPES.join(',')}
            maxSize={UPLOAD_LIMIT}
            value={photo}
            onChange={setPhoto}
            {...(user.user_photo ? { previewUrl: user.user_photo } : {})}
            disabled={form.submitting}
          />
          <TextField
            label={label.name}
            autoComplete="name"
            required
            value={form.values.name}
            onChange={(value) => form.setValue('name', value)}
            error={fieldError(form.errors.name, label.name)}
          />
          <TextField
            label={label.email}
            type="email"
            autoComplete="email"
            required
            hint={intl.formatMessage(m.emailHint)}
            value={form.values.email}
            onChange={(value) => form.setValue('email', value)}
            error={fieldError(form.errors.email, label.email)}
          />
          <TextField
            label={label.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            numbersOnly
            maxLength={PHONE_MAX_LENGTH}
            hint={intl.formatMessage(m.phoneHint)}
            value={form.values.user_phonenumber}
            onChange={(value) => form.setValue('user_phonenumber', value)}
            error={fieldError(form.errors.user_phonenumber, label.phone)}
          />
          <Dropdown<string>
            label={label.timezone}
            searchable
            fullWidth
            options={timezones.options}
            placeholderOption={intl.formatMessage(m.timezonePlaceholder)}
            value={form.values.timezone}
            onChange={(value) => form.setValue('timezone', value)}
            hint={timezones.failed ? intl.formatMessage(m.timezonesUnavailable) : undefined}
            error={fieldError(form.errors.timezone, label.timezone)}
          />
          <Dropdown<string>
            label={label.language}
            fullWidth
            options={languageOptions}
            value={form.values.user_lang}
            onChange={(value) => form.setValue('user_lang', value ?? 'en')}
            error={fieldError(form.errors.user_lang, label.language)}
          />
          <Stack direction="row">
            <Button kind="primary" type="submit" loading={form.submitting}>
              {intl.formatMessage(m.save)}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}
