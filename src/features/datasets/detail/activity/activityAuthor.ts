import type { ActivityEntry } from '../../../../api/datasets';

/** Who did it: first and last name, else the user name; null when the platform did it itself. */
export function activityAuthor(entry: Pick<ActivityEntry, 'user'>): string | null {
  const user = entry.user;
  if (!user) return null;
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}
