import { resourceMutations, resourceQueries } from '@switchboard/api-client';
import { type PbxDomain, pbxDomainResource } from '@switchboard/contract';
import { useForm } from '@switchboard/forms/react';
import { Button, PageHeader, Stack, TextField, toast } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { contractErrors, withLocalRules } from '../forms/contractErrors';
import { FormStack } from '../forms/FormStack';
import { shownInFields } from '../forms/failures';
import { useBindField } from '../forms/useBindField';
import type { BoundField } from '../resource/ResourceDialog';
import { type ResourceSelect, SelectField } from '../resource/SelectField';
import { useResourceNotice } from '../resource/useResourceNotice';
import { type DomainValues, domainBody, domainValues, domainZoneSelect } from './domainFields';
import { pbxDomainsMessages as m } from './pbxDomains.messages';

const FIELDS = ['domain', 'number_pattern', 'timezone'];

const withRe2 = () => import('./domainForm');

/**
 * /xpbx/settings/create-domain (spec §2): the domain dialog's fields on a page of their own,
 * checked with the contract's body (RE2 patterns, a host not already listed) before anything is
 * sent; saved with the §8 notice, then back to the list.
 */
export function CreateDomainPage() {
  const intl = useIntl();
  const { api } = useApp();
  const navigate = useNavigate();
  const notice = useResourceNotice(pbxDomainResource);
  const { data: domains } = useSuspenseQuery(resourceQueries(api, pbxDomainResource).list());
  const create = useMutation(resourceMutations(api, pbxDomainResource).create());
  const toList = () => navigate({ to: '/xpbx/settings/domains' });

  const validate = withLocalRules(
    contractErrors(pbxDomainResource.create),
    { domain: 'unique' },
    { lists: { domain: domains.map((row) => row.domain) } },
  );
  const form = useForm<DomainValues>({
    initialValues: domainValues(null),
    validate: (values) => validate(domainBody(values)),
    onSubmit: async (values) => {
      const saved = await create.mutateAsync({ body: domainBody(values) });
      notice.success('create', saved.domain);
      await toList();
    },
  });
  const bind = useBindField(form);
  // The pattern is checked with RE2, which comes with the domain form: fetched once the page shows,
  // and waited for (if still on its way) before the check.
  useEffect(() => void withRe2(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    withRe2()
      .then(() => form.handleSubmit(event))
      .catch((error: unknown) => {
        if (!shownInFields(error, FIELDS))
          toast.danger(notice.failureText('create', form.values.domain.trim()));
      });
  };
  const title = intl.formatMessage(m.createPageTitle);

  return (
    <Stack gap="lg">
      <PageHeader title={title} description={intl.formatMessage(m.createPageDescription)} />
      <FormStack
        label={title}
        onSubmit={submit}
        submit={{ label: intl.formatMessage(m.save), loading: form.submitting, inRow: true }}
      >
        <TextField
          {...bind('domain', intl.formatMessage(m.domain))}
          hint={intl.formatMessage(m.domainHint)}
          required
          autoComplete="off"
          dir="ltr"
        />
        <TextField
          {...bind('number_pattern', intl.formatMessage(m.numberPattern))}
          hint={intl.formatMessage(m.numberPatternHint)}
          autoComplete="off"
          dir="ltr"
        />
        <SelectField
          field={bind('timezone', intl.formatMessage(m.timezone)) as BoundField}
          select={domainZoneSelect as ResourceSelect<PbxDomain>}
          record={null}
          open
        />
      </FormStack>
      <Stack direction="row">
        <Button onClick={toList}>{intl.formatMessage(m.backToList)}</Button>
      </Stack>
    </Stack>
  );
}
