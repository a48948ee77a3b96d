/**
 * The owner's widget → what the embeddable runtime may see (GET /public/widget/:publicKey). The
 * API serialises stored widgets with it, and the console's appearance preview builds the same
 * config from a widget with unsaved edits, so the preview shows exactly what visitors will get.
 */
import type { PublicContact, Widget, WidgetPublicConfig } from './entities/widget.js';

/** The parts of a widget the public config is made from. */
export type PublicConfigSource = Pick<
  Widget,
  'public_key' | 'name' | 'timezone' | 'sidebar' | 'appearance' | 'multilanguage' | 'config' | 'contacts'
>;

/**
 * Only what the widget shows: titles, phone numbers, contact options, opening hours and zones. No
 * staff emails, addresses, plan, billing, country list or blacklist. Fields are listed one by one,
 * so nothing added to the stored shapes leaks by accident.
 */
export function publicWidgetConfig(widget: PublicConfigSource): WidgetPublicConfig {
  const contacts: PublicContact[] = widget.contacts.map((contact) => ({
    id: contact.id,
    slug: contact.slug,
    title: contact.mainSettings.title,
    phoneNumber: contact.mainSettings.phoneNumber,
    contactOptions: contact.mainSettings.contactOptions,
    openingHours: contact.openingHours,
    timezone: contact.timezone ?? widget.timezone,
    departments: contact.departments.map((department) => ({
      id: department.id,
      name: department.name,
      slug: department.slug,
      phoneNumber: department.phoneNumber,
      contactOptions: department.contactOptions,
      openingHours: department.openingHours,
    })),
  }));
  return {
    public_key: widget.public_key,
    name: widget.name,
    timezone: widget.timezone,
    sidebar: widget.sidebar,
    appearance: widget.appearance,
    multilanguage: widget.multilanguage,
    config: { gdpr_url: widget.config.gdpr_url, terms_url: widget.config.terms_url },
    contacts,
  };
}
