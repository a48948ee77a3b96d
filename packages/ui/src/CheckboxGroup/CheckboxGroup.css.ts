import { style } from '@vanilla-extract/css';

/** A fieldset laid out as the fields' root is, without the browser's frame. */
export const fieldset = style({ margin: 0, padding: 0, border: 'none' });

/** A legend set as the fields' labels are (a fieldset would otherwise float it on its border). */
export const legend = style({ padding: 0, float: 'inline-start', inlineSize: '100%' });
