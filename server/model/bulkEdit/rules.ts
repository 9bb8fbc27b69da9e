import type { CurrentUser } from '../../auth/session.ts';

/**
 * Whether `user` may undo a batch now (`can_undo` of a batch and of its activity entries): it is not
 * undone yet, and it is theirs or they are the superuser. The undo also needs every dataset of the
 * batch to be one they may still change; the operation checks that (403) when asked.
 */
export function canUndoBatch(
  user: CurrentUser,
  batch: { user_id: number | null; undone_at: Date | string | null },
): boolean {
  if (batch.undone_at !== null) return false;
  return user.is_superuser || (batch.user_id !== null && batch.user_id === user.id);
}
