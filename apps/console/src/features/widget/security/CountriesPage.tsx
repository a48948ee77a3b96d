import { widgetMutations } from '@switchboard/api-client';
import type { Widget } from '@switchboard/contract';
import { Card, Checkbox, Icon, PageHeader, RadioGroup, Stack, TextField } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { RowActions } from '#features/crud/RowActions';
import { FormStack } from '#features/forms/FormStack';
import { matchesCountry, useNamedCountries } from '#features/i18n/countryNames';
import { useActiveWidget } from '../activeWidget';
import { useWidgetSave } from './useWidgetSave';
import {
  widgetCountriesMessages as cm,
  widgetSecurityCountMessages as count,
  widgetSecurityMessages as m,
} from './widgetSecurity.messages';

type Scope = 'all' | 'chosen';

/** /widget/security-country (spec §2, §3 my_country): the countries visitors may come from; none listed allows all. */
export function CountriesPage() {
  const intl = useIntl();
  const { widget } = useActiveWidget();
  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(m.countriesTitle)}
        description={intl.formatMessage(cm.description)}
      />
      <CountriesEditor key={widget.id} widget={widget} />
    </Stack>
  );
}

function CountriesEditor({ widget }: { widget: Widget }) {
  const intl = useIntl();
  const { api, queries } = useApp();
  const { data: list } = useSuspenseQuery(queries.countries());
  const countries = useNamedCountries(list);
  const update = useMutation(widgetMutations(api).updateWidgetCountries());
  const save = useWidgetSave();
  const [scope, setScope] = useState<Scope>(widget.my_country.length > 0 ? 'chosen' : 'all');
  const [chosen, setChosen] = useState<string[]>(widget.my_country);
  const [search, setSearch] = useState('');
  const [noneChosen, setNoneChosen] = useState(false);
  const searchField = useRef<HTMLInputElement>(null);

  const byCode = useMemo(() => new Map(countries.map((country) => [country.code, country])), [countries]);
  const shown = useMemo(
    () => countries.filter((country) => matchesCountry(country, search)),
    [countries, search],
  );

  const toggle = (code: string, on: boolean) => {
    setNoneChosen(false);
    setChosen((current) =>
      on ? [...current.filter((c) => c !== code), code] : current.filter((c) => c !== code),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (scope === 'chosen' && chosen.length === 0) {
      setNoneChosen(true);
      return;
    }
    const body = { countries: scope === 'all' ? [] : chosen };
    void save(() => update.mutateAsync({ params: { widgetId: widget.id }, body }));
  };

  return (
    <Card title={intl.formatMessage(cm.scope)} headingLevel={2}>
      <FormStack
        label={intl.formatMessage(m.countriesTitle)}
        onSubmit={submit}
        failure={noneChosen ? intl.formatMessage(cm.chooseOne) : undefined}
        submit={{ label: intl.formatMessage(m.save), loading: update.isPending, inRow: true }}
      >
        <RadioGroup
          label={intl.formatMessage(cm.scope)}
          value={scope}
          onChange={(value) => setScope(value as Scope)}
          options={[
            { value: 'all', label: intl.formatMessage(cm.scopeAll) },
            { value: 'chosen', label: intl.formatMessage(cm.scopeChosen) },
          ]}
        />
        {scope === 'chosen' && (
          <>
            <section aria-label={intl.formatMessage(cm.chosen)}>
              <Stack gap="sm">
                <p>{intl.formatMessage(count.chosenCount, { count: chosen.length })}</p>
                <Stack as="ul" gap="xs">
                  {chosen.map((code) => {
                    const country = byCode.get(code)?.label ?? code;
                    return (
                      <li key={code}>
                        <RowActions
                          name={country}
                          actions={[
                            {
                              id: 'remove',
                              tip: intl.formatMessage(cm.removeTip),
                              label: intl.formatMessage(cm.remove, { country }),
                              icon: <Icon name="close" />,
                              onClick: () => {
                                toggle(code, false);
                                // The button leaves with its row; the search is where choosing goes on.
                                searchField.current?.focus();
                              },
                            },
                          ]}
                        />
                      </li>
                    );
                  })}
                </Stack>
              </Stack>
            </section>
            <TextField
              ref={searchField}
              type="search"
              label={intl.formatMessage(cm.search)}
              hint={intl.formatMessage(cm.searchHint)}
              value={search}
              onChange={setSearch}
            />
            {shown.length === 0 ? (
              <p role="status">{intl.formatMessage(cm.noMatch)}</p>
            ) : (
              <Stack as="ul" gap="xs" aria-label={intl.formatMessage(cm.list)}>
                {shown.map((country) => (
                  <li key={country.code}>
                    <Checkbox
                      label={country.label}
                      hint={country.dial_code}
                      checked={chosen.includes(country.code)}
                      onChange={(on) => toggle(country.code, on)}
                    />
                  </li>
                ))}
              </Stack>
            )}
          </>
        )}
      </FormStack>
    </Card>
  );
}
