import type { Tariff, TariffType } from '@switchboard/contract';
import type { Locale } from '@switchboard/i18n';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { localeUrl } from '../Document.tsx';
import { tariffs as m, withValues } from '../messages.ts';
import * as css from '../styles/site.css.ts';

/** Names of the known kinds and units in the page's language; a kind added later shows its own name. */
const typeNames: Record<string, MessageDescriptor> = {
  landline: m.landline,
  mobile: m.mobile,
  sms: m.sms,
  number: m.number,
};
const unitNames: Record<string, MessageDescriptor> = {
  'per minute': m.perMinute,
  'per message': m.perMessage,
  'per month': m.perMonth,
};

interface TariffsProps {
  types: TariffType[];
  type: string;
  rows: Tariff[];
}

/** `/tariffs`: one tab (a link) per tariff type, and its rates per country, searchable in the page. */
export function Tariffs({ types, type, rows }: TariffsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const current = types.find((candidate) => candidate.id === type);
  const unit = current && (unitNames[current.unit] ? t(unitNames[current.unit]!) : current.unit);
  const regionNames = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' });
  const rateFormat = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
  return (
    <>
      <h1>{t(m.title)}</h1>
      <nav aria-label={t(m.types)}>
        <ul className={css.tabs}>
          {types.map((candidate) => (
            <li key={candidate.id}>
              <a
                className={candidate.id === type ? css.button.primary : css.button.secondary}
                href={localeUrl('/tariffs', locale, { type: candidate.id })}
                aria-current={candidate.id === type ? 'page' : undefined}
              >
                {typeNames[candidate.id] ? t(typeNames[candidate.id]!) : candidate.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form className={css.form} data-tariff-search hidden>
        <div className={css.field}>
          <label className={css.label} htmlFor="tariff-search">
            {t(m.search)}
          </label>
          <input
            className={css.input}
            id="tariff-search"
            name="q"
            type="search"
            aria-describedby="tariff-search-hint"
            aria-controls="tariff-table"
            autoComplete="off"
          />
          <span id="tariff-search-hint" className={css.muted}>
            {t(m.searchHint)}
          </span>
        </div>
      </form>
      <p role="status" aria-live="polite" data-tariff-empty hidden>
        {t(m.noMatch)}
      </p>
      <table className={css.table} id="tariff-table">
        <thead>
          <tr>
            <th scope="col">{t(m.country)}</th>
            <th scope="col">{t(m.dialCode)}</th>
            <th scope="col">{t(withValues.rate, { unit: unit ?? '' })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = regionNames.of(row.code) ?? row.country;
            return (
              <tr
                key={row.code}
                data-tariff
                data-names={`${name} ${row.country}`.toLocaleLowerCase(locale)}
                data-dial={row.dial_code.replace(/\s/g, '')}
              >
                <th scope="row">{name}</th>
                <td className={css.numeric} dir="ltr">
                  {row.dial_code}
                </td>
                <td className={css.numeric} dir="ltr">
                  {rateFormat.format(row.rate)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
