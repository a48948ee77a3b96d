import type { FlowType } from '@switchboard/contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { enumLabels } from '#features/i18n/enumLabels';

/** The flow type in the reader's language (apart from the forms, which load with their dialog). */
export function useFlowTypeLabel() {
  const intl = useIntl();
  return useCallback((type: FlowType) => intl.formatMessage(enumLabels.FLOW_TYPES[type]), [intl]);
}
