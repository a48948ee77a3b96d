export { Modal, type ModalCloseProps, type ModalProps, useModalContainer } from './Modal';
export { type ModalWidth, modalWidthPixels, modalWidths } from './Modal.variants';
