export { FileInput, type FileInputProps } from './FileInput';
export { defaultMaxFileSize, emailAttachmentMaxFileSize, formatFileSize } from './FileInput.files';
export { fileInputMessages } from './FileInput.messages';
