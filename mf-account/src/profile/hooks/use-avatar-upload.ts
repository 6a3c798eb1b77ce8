import { useUploadAvatar, avatarFileProblem, UPLOAD_AVATAR_FALLBACK } from '../api';
import { toaster } from '@marquee/shared/ui';
import { errorMessage } from '@marquee/shared/format';

/**
 * Takes the file the visitor picked or dropped: refuses non-images and files over the bucket's limit with the
 * product's toasts before anything is sent, otherwise uploads it.
 */
export function useAvatarUpload() {
  const upload = useUploadAvatar();

  function pick(file: File | null | undefined) {
    if (!file || upload.isPending) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      toaster.create({ ...problem, type: 'error' });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toaster.create({ title: 'Avatar updated', description: 'Your new picture is in place.', type: 'success' }),
      onError: (error) =>
        toaster.create({ title: 'Upload failed', description: errorMessage(error, UPLOAD_AVATAR_FALLBACK), type: 'error' }),
    });
  }

  return { pick, uploading: upload.isPending };
}
