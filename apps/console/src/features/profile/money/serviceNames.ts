import type { ServiceType } from '@switchboard/contract';
import type { MessageDescriptor } from 'react-intl';
import { serviceMessages } from '../profile.messages';

/** Spec §3 service types as the profile names them (spec §1 words). */
export const serviceNames: Record<ServiceType, MessageDescriptor> = {
  'virtual-number': serviceMessages.virtualNumber,
  'contract-center': serviceMessages.contactCenter,
  'website-dialer': serviceMessages.websiteDialer,
  'pbx-ivr': serviceMessages.pbxIvr,
  'call-tracker': serviceMessages.callTracker,
};
