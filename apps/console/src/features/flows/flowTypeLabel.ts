import type { FlowType } from '@switchboard/contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { flowsMessages as m } from './flows.messages';

/** The flow type in the reader's language (apart from the forms, which load with their dialog). */
export function useFlowTypeLabel() {
  const intl = useIntl();
  return useCallback((type: FlowType) => intl.formatMessage(m[type]), [intl]);
}
