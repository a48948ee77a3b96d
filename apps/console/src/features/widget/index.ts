/** What the widget area shows elsewhere: the tariff types' names in the interface language (the administrator's price list). */
export { tariffTypeText } from './tariffs/tariffTypeText';
