import { type Locale, loadMessages, type Messages } from '@switchboard/i18n';
import { loadAriaStrings } from './ariaStrings';

/** A language's messages, with react-aria's strings in it for the controls built on react-aria. */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  const [messages] = await Promise.all([loadMessages(locale), loadAriaStrings(locale)]);
  return messages;
}
