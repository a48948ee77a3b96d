import { IMAGE_TYPES, type Profile, updateCompanyBody } from '@switchboard/contract';
import { companyFieldsError, UPLOAD_LIMIT } from '@switchboard/forms';
import { useForm } from '@switchboard/forms/react';
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
import { failureNotice } from '../failureNotice';
import { profileInfoMessages as m, profileNoticeMessages as n } from '../profile.messages';
import { uploadMutations } from '../profile.queries';

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

/** The countries by name (the company keeps the name); the saved one shows even before the list arrives. */
function useCountryOptions(current: string | null) {
  const { queries } = useApp();
  const countries = useQuery(queries.countries());
  const options = useMemo<DropdownOption<string>[]>(() => {
    const list = (countries.data ?? []).map((country) => ({ value: country.name, label: country.name }));
    if (current && !list.some((option) => option.value === current))
      list.unshift({ value: current, label: current });
    return list;
  }, [countries.data, current]);
  return { options, failed: countries.isError };
}

/**
 * The company form (spec §2, §5): logo, company name, VAT number (letters and digits, no spaces),
 * address, email, country and manager. Every field is needed: 'Please fill all company fields'
 * when one is empty; other mistakes say 'Please fix all the errors'. A chosen logo shows its
 * preview until saved, then is uploaded (POST /admin/profile/logo) after the details.
 */
export function CompanyForm({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const { api, mutations } = useApp();
  const company = profile.company_info;
  const [logo, setLogo] = useState<File | null>(null);
  const update = useMutation(mutations.updateCompany());
  const upload = useMutation(useMemo(() => uploadMutations(api).uploadLogo(), [api]));
  const countries = useCountryOptions(company.company_country);

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
      if (logo) {
        try {
          await upload.mutateAsync({ body: { file: logo } });
          setLogo(null);
        } catch (error) {
          toast.danger(failureNotice(intl, error, m.logoFailed) ?? intl.formatMessage(m.logoFailed));
          return;
        }
      }
      toast.success(intl.formatMessage(m.companySaved));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toBody(form.values);
    if (companyFieldsError(body)) toast.danger(intl.formatMessage(m.fillCompanyFields));
    else if (Object.keys(validateBody(body)).length > 0) toast.danger(intl.formatMessage(n.fixErrors));
    form.handleSubmit().catch((error: unknown) => {
      const notice = failureNotice(intl, error, n.fixErrors);
      if (notice) toast.danger(notice);
    });
  };

  const label = {
    name: intl.formatMessage(m.companyName),
    vat: intl.formatMessage(m.vat),
    address: intl.formatMessage(m.address),
    email: intl.formatMessage(m.companyEmail),
    country: intl.formatMessage(m.country),
    manager: intl.formatMessage(m.manager),
  };
  const text = (field: Exclude<keyof CompanyValues, 'company_country'>, name: string) => ({
    label: name,
    required: true,
    value: form.values[field],
    onChange: (value: string) => form.setValue(field, value),
    error: fieldError(form.errors[field], name),
  });

  return (
    <Card title={intl.formatMessage(m.companyTitle)} headingLevel={2}>
      <form noValidate onSubmit={submit} aria-label={intl.formatMessage(m.companyTitle)}>
        <Stack gap="lg">
          <FileInput
            label={intl.formatMessage(m.logo)}
            hint={intl.formatMessage(m.photoHint)}
            accept={IMAGE_TYPES.join(',')}
            maxSize={UPLOAD_LIMIT}
            value={logo}
            onChange={setLogo}
            {...(company.logo_path ? { previewUrl: company.logo_path } : {})}
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
            label={label.country}
            required
            searchable
            fullWidth
            options={countries.options}
            placeholderOption={intl.formatMessage(m.countryPlaceholder)}
            value={form.values.company_country}
            onChange={(value) => form.setValue('company_country', value)}
            hint={countries.failed ? intl.formatMessage(m.countriesUnavailable) : undefined}
            error={fieldError(form.errors.company_country, label.country)}
          />
          <TextField {...text('company_manager', label.manager)} autoComplete="name" />
          <Stack direction="row">
            <Button kind="primary" type="submit" loading={form.submitting}>
              {intl.formatMessage(m.companySave)}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}
