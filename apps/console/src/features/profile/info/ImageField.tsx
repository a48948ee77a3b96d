import { IMAGE_TYPES } from '@switchboard/contract';
import { UPLOAD_LIMIT } from '@switchboard/forms';
import { FileInput, toast } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { failureNotice } from '#features/forms/failureNotice';
import { profileInfoMessages as m } from '../profile.messages';
import { uploadMutations } from '../profile.queries';

/**
 * An image chosen in a profile form (photo, logo), uploaded after the form's details are saved.
 * `upload()` sends it, if one is chosen, and resolves false after a notice when that failed.
 */
export function useChosenImage(kind: 'uploadPhoto' | 'uploadLogo', failed: MessageDescriptor) {
  const intl = useIntl();
  const { api } = useApp();
  const [file, setFile] = useState<File | null>(null);
  const mutation = useMutation(useMemo(() => uploadMutations(api)[kind](), [api, kind]));
  const upload = async () => {
    if (!file) return true;
    try {
      await mutation.mutateAsync({ body: { file } });
      setFile(null);
      return true;
    } catch (error) {
      toast.danger(failureNotice(intl, error, failed) ?? intl.formatMessage(failed));
      return false;
    }
  };
  return { file, setFile, upload };
}

/** The image input of a profile form: the chosen file's preview, else the saved image's. */
export function ImageField({
  label,
  image,
  savedUrl,
  disabled,
}: {
  label: string;
  image: ReturnType<typeof useChosenImage>;
  savedUrl: string | null | undefined;
  disabled: boolean;
}) {
  const intl = useIntl();
  return (
    <FileInput
      label={label}
      hint={intl.formatMessage(m.photoHint)}
      accept={IMAGE_TYPES.join(',')}
      maxSize={UPLOAD_LIMIT}
      value={image.file}
      onChange={image.setFile}
      {...(savedUrl ? { previewUrl: savedUrl } : {})}
      disabled={disabled}
    />
  );
}
