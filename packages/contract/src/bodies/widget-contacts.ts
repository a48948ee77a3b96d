/**
 * A widget's contacts and their departments (spec §2 contacts screens): apart from the other widget
 * bodies, since their phone numbers bring the number metadata (libphonenumber-js).
 */
import { ruled, withPhone } from '@switchboard/forms';
import { array, type Infer, optional, refine, type Struct, type } from 'superstruct';
import { MAX_CONTACTS, MAX_DEPARTMENTS } from '../widget-defaults.js';
import { optionalText, text, timezone } from './fields.js';
import { bool, clientId, openingHours } from './widget-fields.js';

/** Each option left out is off. */
export const contactOptions = () =>
  ruled(
    type({
      phoneCalls: optional(bool()),
      requestCallback: optional(bool()),
      chat: optional(bool()),
      email: optional(bool()),
      videoCalls: optional(bool()),
    }),
    '',
  );

const email = () => optionalText('email|between:0-254');
/** International (+ and country code), or ''. */
const phoneNumber = () => withPhone(optionalText());

export const departmentFields = () =>
  ruled(
    type({
      id: clientId(),
      name: text('required|between:1-100'),
      slug: optionalText('between:0-100'),
      contactOptions: optional(contactOptions()),
      email: email(),
      phoneNumber: phoneNumber(),
      openingHours: optional(openingHours()),
    }),
    'required',
  );

/** Ids that repeat in a list, as a message, or true. */
const uniqueIds = (items: { id: string }[], what: string) =>
  new Set(items.map((item) => item.id)).size === items.length ? true : `${what} ids must be unique`;

const list = <T, S>(item: Struct<T, S>, max: number, what: string) =>
  refine(array(item), 'list', (items) => (items.length <= max ? true : `At most ${max} ${what} are allowed`));

export const contactFields = () =>
  ruled(
    type({
      id: clientId(),
      slug: optionalText('between:0-100'),
      mainSettings: ruled(
        type({
          title: text('required|between:1-100'),
          email: email(),
          phoneNumber: phoneNumber(),
          contactOptions: optional(contactOptions()),
        }),
        'required',
      ),
      openingHours: optional(openingHours()),
      timezone: timezone(),
      address: optional(
        ruled(
          type({
            country: optionalText('between:0-100'),
            state: optionalText('between:0-100'),
            street: optionalText('between:0-200'),
            postCode: optionalText('between:0-20'),
          }),
          '',
        ),
      ),
      departments: optional(
        ruled(
          refine(list(departmentFields(), MAX_DEPARTMENTS, 'departments'), 'unique', (items) =>
            uniqueIds(items, 'Department'),
          ),
          '',
        ),
      ),
    }),
    'required',
  );

/** The whole contact list of a widget (spec §2: each edit saves the whole list). */
export const contactList = () =>
  ruled(
    refine(list(contactFields(), MAX_CONTACTS, 'contacts'), 'unique', (items) => uniqueIds(items, 'Contact')),
    // Not 'required': an empty list is a real answer; a missing one still reads '… is required.'.
    '',
  );

/** POST /admin/widget/contacts/:widgetId: the whole contact list, which replaces the stored one. */
export const widgetContactsBody = type({ contacts: contactList() });
export type WidgetContactsBody = Infer<typeof widgetContactsBody>;
