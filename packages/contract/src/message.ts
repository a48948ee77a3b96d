/**
 * A text the console shows, declared where the fact lives (a resource's noun, its menu label) as a
 * formatjs message: the i18n check extracts `defineMessage` calls from the contract's resources as it
 * does from the console, so a new noun cannot stay English unnoticed.
 */
export interface TextMessage {
  readonly id: string;
  readonly defaultMessage: string;
}

/** Marks a message for extraction (formatjs finds it by this name); returns it unchanged. */
export const defineMessage = <const M extends TextMessage>(message: M): M => message;
