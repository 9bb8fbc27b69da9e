import { useMutation } from '@tanstack/react-query';
import { deleteUserGroupThumbnailMutation, uploadUserGroupThumbnailMutation } from '../../../api/usergroups';
import type { ImageChange } from '../../../ui/fields/imageChange';

/**
 * Applies an image change to a saved group (an organisation's logo, a group's thumbnail): sends the new
 * file, or removes the current image. Resolves with what was thrown when it failed, else null; the
 * screen decides how to show it (beside the field, or as a message after leaving the form).
 */
export function useGroupImage() {
  const meta = { errorsShownByScreen: true };
  const upload = useMutation({ ...uploadUserGroupThumbnailMutation(), meta });
  const removal = useMutation({ ...deleteUserGroupThumbnailMutation(), meta });

  return async function apply(groupId: number, change: ImageChange, hasImage: boolean): Promise<unknown> {
    try {
      if (change.file) await upload.mutateAsync({ id: groupId, file: change.file });
      else if (change.remove && hasImage) await removal.mutateAsync(groupId);
      return null;
    } catch (thrown) {
      return thrown ?? new Error('Image not saved');
    }
  };
}
