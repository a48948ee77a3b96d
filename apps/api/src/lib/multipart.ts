import { apiMessages, type MultipartStruct } from '@switchboard/contract';
import { NOTICES, structErrors } from '@switchboard/forms';
import type { Context } from 'hono';
import { type Infer, validate } from 'superstruct';
import type { AppEnv } from '../app-env.js';
import { fileTooLargeMessage } from '../middleware/body-limit.js';
import { refuseUnsafe } from '../middleware/json-body.js';
import { httpError, invalid, unprocessable } from './http-error.js';

/**
 * The file of a multipart upload in the entry's field, with the rest of its form: 400 when the body
 * is not multipart, 422 on the field when no file came, 413 past the entry's size.
 */
export async function uploadedFile(
  c: Context<AppEnv>,
  body: MultipartStruct,
): Promise<{ file: Blob; form: FormData }> {
  const { field, maxBytes } = body.multipart;
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'multipart/form-data') throw httpError(400, apiMessages.multipartRequired);
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw httpError(400, apiMessages.multipartRequired);
  }
  const file = form.get(field);
  if (!(file instanceof Blob) || file.size === 0) throw invalid(field, NOTICES.selectFile);
  if (file.size > maxBytes) throw httpError(413, fileTooLargeMessage(maxBytes));
  return { file, form };
}

/**
 * A multipart body as its struct describes it: the file (checked as `uploadedFile` does) and the
 * form's text fields, checked like a JSON body (422 with the rule set's words on their fields).
 */
export async function multipartBody<S extends MultipartStruct>(
  c: Context<AppEnv>,
  body: S,
): Promise<Infer<S>> {
  const { file, form } = await uploadedFile(c, body);
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  refuseUnsafe(fields);
  const [error, data] = validate({ ...fields, [body.multipart.field]: file }, body, { coerce: true });
  if (error) throw unprocessable(structErrors(error));
  return data as Infer<S>;
}
