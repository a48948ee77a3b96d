/**
 * The home page's contact form as a browser posts it without the page's script (urlencoded, an
 * unticked box simply missing): read into the body POST /admin/contact takes and checked by the
 * same rules (refuseUnsafe's checks, then the contract's struct), so both ways accept and refuse
 * the same messages.
 */
import { type ContactMessageBody, contactMessageBody } from '@switchboard/contract';
import { structErrors, unsafeInputErrors } from '@switchboard/forms';
import type { Context } from 'hono';
import { validateBody } from '../middleware/json-body.js';

/** What the visitor typed, shown again in the fields when the message was not sent. */
export interface ContactFormValues {
  name: string;
  email: string;
  department: string;
  message: string;
  terms: boolean;
}

export type ContactFormRead =
  | { ok: true; body: ContactMessageBody; values: ContactFormValues }
  | { ok: false; values: ContactFormValues; errors: string[] };

export async function readContactForm(c: Context): Promise<ContactFormRead> {
  // Another content type, or a body that does not parse, is a form with every field empty.
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const text = (name: string) => {
    const value = form[name];
    return typeof value === 'string' ? value : '';
  };
  const input = {
    name: text('name'),
    email: text('email'),
    department: text('department'),
    message: text('message'),
    terms: text('terms'),
    website: text('website'),
  };
  const values: ContactFormValues = {
    name: input.name,
    email: input.email,
    department: input.department,
    message: input.message,
    terms: input.terms !== '',
  };
  const unsafe = Object.keys(unsafeInputErrors(input));
  if (unsafe.length > 0) return { ok: false, values, errors: unsafe };
  const [error, body] = validateBody(input, contactMessageBody);
  if (error) return { ok: false, values, errors: Object.keys(structErrors(error)) };
  return { ok: true, body, values };
}
