import type { UseForm } from '@switchboard/forms/react';
import { Dropdown, type DropdownOption, Stack, TextField } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { withCurrentOption } from '#features/forms/options';
import { useBindField } from '#features/forms/useBindField';
import { useNamedCountries } from '#features/i18n/countryNames';
import type { ContactFormValues } from './contactForm';
import { widgetContactsMessages as m } from './widgetContacts.messages';

/**
 * An office's time zone (none: the widget's) and address. The country is kept as its ISO code, so
 * it reads the same in every interface language.
 */
export function LocationFields({ form, open }: { form: UseForm<ContactFormValues>; open: boolean }) {
  const intl = useIntl();
  const { queries } = useApp();
  const timezones = useQuery({ ...queries.timezones(), enabled: open });
  const countries = useQuery({ ...queries.countries(), enabled: open });
  const bind = useBindField(form);

  const timezoneOptions = useMemo<DropdownOption<string>[]>(
    () =>
      withCurrentOption(
        // The entry without an offset is the server's own 'Select timezone' placeholder.
        (timezones.data ?? [])
          .filter((zone) => zone.offset !== '')
          .map((zone) => ({ value: zone.name, label: `${zone.name} (${zone.offset})` })),
        form.values.timezone,
      ),
    [timezones.data, form.values.timezone],
  );
  const named = useNamedCountries(countries.data);
  const countryOptions = useMemo<DropdownOption<string>[]>(
    () =>
      withCurrentOption(
        named.map((country) => ({ value: country.code, label: country.label })),
        form.values.country,
      ),
    [named, form.values.country],
  );

  return (
    <Stack gap="lg">
      <Dropdown<string>
        {...bind('timezone', intl.formatMessage(m.timezone))}
        options={timezoneOptions}
        placeholderOption={intl.formatMessage(m.widgetTimezone)}
        searchable
        fullWidth
      />
      <Dropdown<string>
        {...bind('country', intl.formatMessage(m.country))}
        options={countryOptions}
        placeholderOption={intl.formatMessage(m.selectCountry)}
        searchable
        fullWidth
      />
      <TextField {...bind('state', intl.formatMessage(m.state))} autoComplete="address-level1" />
      <TextField {...bind('street', intl.formatMessage(m.street))} autoComplete="street-address" />
      <TextField
        {...bind('postCode', intl.formatMessage(m.postCode))}
        maxLength={20}
        autoComplete="postal-code"
      />
    </Stack>
  );
}
