/**
 * What the numbers area shows elsewhere: the virtual number area routes a rented number (one of the
 * PBX's DIDs) with the same target field and words.
 */
export { DidTargetField, targetIdOf, targetKey } from './DidTargetField';
export { numbersMessages, targetMessages } from './numbers.messages';
