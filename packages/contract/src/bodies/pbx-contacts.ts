/** The PBX phone book's upload: a CSV or XLSX file within the project's upload limit (20 MB). */
import { UPLOAD_LIMIT } from '@switchboard/forms';
import { type Infer, type } from 'superstruct';
import { file, multipart } from './uploads.js';

export const pbxContactImportBody = multipart(type({ file: file(UPLOAD_LIMIT) }), {
  field: 'file',
  maxBytes: UPLOAD_LIMIT,
  accept: ['text/csv', 'text/plain', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
});
export type PbxContactImportBody = Infer<typeof pbxContactImportBody>;
