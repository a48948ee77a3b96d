import type { ProfileService } from '@switchboard/contract';
import { Button, Modal } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { servicesMessages as m, serviceInstructionMessages } from '../money/money.messages';
import { serviceNames } from '../money/serviceNames';

/** How to start with a service (spec §2: the services page's instruction modal). */
export function InstructionDialog({
  service,
  onOpenChange,
}: {
  service: ProfileService;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const name = intl.formatMessage(serviceNames[service.service_type]);
  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.instructionTitle, { service: name })}
      footer={
        <Modal.Close>
          <Button>{intl.formatMessage(m.close)}</Button>
        </Modal.Close>
      }
    >
      <p>{intl.formatMessage(serviceInstructionMessages[service.service_type])}</p>
    </Modal>
  );
}
