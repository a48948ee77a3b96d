import { ruled } from '@switchboard/forms';
import { enums, type Infer, type } from 'superstruct';
import { text } from './fields.js';

/** Support departments (spec §1). */
export const SUPPORT_DEPARTMENTS = ['Sales', 'Support'] as const;

/** POST /admin/profile/storeProfileSupport. */
export const supportMessageBody = type({
  support_service: text('required|between:1-100'),
  support_department: ruled(enums(SUPPORT_DEPARTMENTS), 'required'),
  support_message: text('required|between:1-5000'),
});
export type SupportMessageBody = Infer<typeof supportMessageBody>;
