import { type Profile, updateCompanyBody } from '@switchboard/contract';
import { companyFieldsError } from '@switchboard/forms';
import { useForm } from '@switchboard/forms/react';
import { Card, Dropdown, type DropdownOption, TextField, toast } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { contractErrors } from '#features/forms/contractErrors';
import { FormStack } from '#features/forms/FormStack';
import { withCurrentOption } from '#features/forms/options';
import { useBindField } from '#features/forms/useBindField';
import { profileInfoMessages as m, profileNoticeMessages as n } from '../profile.messages';
import { useProfileSubmit } from '../useProfileSubmit';
import { ImageField, useChosenImage } from './ImageField';

type CompanyValues = {
  company_name: string;
  vat_number: string;
  company_address: string;
  company_email: string;
  company_country: string | null;
  company_manager: string;
};

const validateBody = contractErrors(updateCompanyBody);
/** A country not chosen is an empty field, as the contract and the 'fill all' rule read it. */
const toBody = (values: CompanyValues) => ({ ...values, company_country: values.company_country ?? '' });

/** The countries by name (the company keeps the name; a saved one the list lacks still shows). */
function useCountryOptions(current: string | null) {
  const { queries } = useApp();
  const { data: countries } = useSuspenseQuery(queries.countries());
  const options = useMemo<DropdownOption<string>[]>(
    () =>
      withCurrentOption(
        countries.map((country) => ({ value: country.name, label: country.name })),
        current,
      ),
    [countries, current],
  );
  return options;
}

/**
 * The company form (spec §2, §5): logo, company name, VAT number (letters and digits, no spaces),
 * address, email, country and manager. Every field is needed: 'Please fill all company fields'
 * when one is empty; other mistakes say 'Please fix all the errors'. A chosen logo shows its
 * preview until saved, then is uploaded (POST /admin/profile/logo) after the details.
 */
export function CompanyForm({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const { mutations } = useApp();
  const company = profile.company_info;
  const logo = useChosenImage('uploadLogo', m.logoFailed);
  const update = useMutation(mutations.updateCompany());
  const countryOptions = useCountryOptions(company.company_country);

  const form = useForm<CompanyValues>({
    initialValues: {
      company_name: company.company_name ?? '',
      vat_number: company.vat_number ?? '',
      company_address: company.company_address ?? '',
      company_email: company.company_email ?? '',
      company_country: company.company_country || null,
      company_manager: company.company_manager ?? '',
    },
    validate: (values) => validateBody(toBody(values)),
    onSubmit: async (values) => {
      await update.mutateAsync({ body: toBody(values) });
      if (!(await logo.upload())) return;
      toast.success(intl.formatMessage(m.companySaved));
    },
  });

  const submit = useProfileSubmit(form, n.fixErrors, () => {
    const body = toBody(form.values);
    if (companyFieldsError(body)) return m.fillCompanyFields;
    return Object.keys(validateBody(body)).length > 0 ? n.fixErrors : null;
  });
  const bind = useBindField(form);

  const label = {
    name: intl.formatMessage(m.companyName),
    vat: intl.formatMessage(m.vat),
    address: intl.formatMessage(m.address),
    email: intl.formatMessage(m.companyEmail),
    country: intl.formatMessage(m.country),
    manager: intl.formatMessage(m.manager),
  };
  const text = (field: Exclude<keyof CompanyValues, 'company_country'>, name: string) => ({
    ...bind(field, name),
    required: true,
  });

  return (
    <Card title={intl.formatMessage(m.companyTitle)} headingLevel={2}>
      <FormStack
        label={intl.formatMessage(m.companyTitle)}
        onSubmit={submit}
        submit={{ label: intl.formatMessage(m.companySave), loading: form.submitting, inRow: true }}
      >
        <ImageField
          label={intl.formatMessage(m.logo)}
          image={logo}
          savedUrl={company.logo_path}
          disabled={form.submitting}
        />
        <TextField {...text('company_name', label.name)} autoComplete="organization" />
        <TextField
          {...text('vat_number', label.vat)}
          hint={intl.formatMessage(m.vatHint)}
          maxLength={50}
          autoCapitalize="characters"
        />
        <TextField {...text('company_address', label.address)} autoComplete="street-address" />
        <TextField {...text('company_email', label.email)} type="email" autoComplete="email" />
        <Dropdown<string>
          {...bind('company_country', label.country)}
          required
          searchable
          fullWidth
          options={countryOptions}
          placeholderOption={intl.formatMessage(m.countryPlaceholder)}
        />
        <TextField {...text('company_manager', label.manager)} autoComplete="name" />
      </FormStack>
    </Card>
  );
}
