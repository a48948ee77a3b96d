/** Every field a recorded change can hold is named in every language, never by its JSON name. */
import {
  type AnyResource,
  endpoints,
  type Route,
  recordedInActivity,
  resources,
} from '@switchboard/contract';
import { loadMessages, locales } from '@switchboard/i18n';
import { createIntl } from 'react-intl';
import { fieldWords } from './fieldWords';

/** The top-level fields of a body struct (an object struct's schema), none for others. */
const bodyFields = (body: unknown): string[] => {
  const schema = (body as { type?: string; schema?: unknown } | undefined)?.schema;
  const isObject = (body as { type?: string } | undefined)?.type !== 'array';
  return schema && isObject && typeof schema === 'object' && !Array.isArray(schema)
    ? Object.keys(schema)
    : [];
};

const recordedFields = [
  ...new Set([
    ...Object.values(endpoints)
      .filter((endpoint) => recordedInActivity(endpoint as Route))
      .flatMap((endpoint) => bodyFields(endpoint.body)),
    ...resources.flatMap((resource: AnyResource) => resource.columns.map((column) => column.field)),
    'id',
    'created_at',
    'updated_at',
  ]),
].sort();

describe('fieldWords', () => {
  it('has a word for every field of the recorded bodies and the resources', () => {
    expect(recordedFields.length).toBeGreaterThan(150);
    expect(recordedFields.filter((field) => !(field in fieldWords))).toEqual([]);
  });

  it.each(locales.filter((locale) => locale !== 'en'))('names each field in %s', async (locale) => {
    const messages = await loadMessages(locale);
    const intl = createIntl({ locale, messages });
    expect(Object.values(fieldWords).filter((word) => !(String(word.id) in messages))).toEqual([]);
    if (locale === 'ar') expect(intl.formatMessage(fieldWords.carrier_name!)).toBe('اسم المشغّل');
  });
});
