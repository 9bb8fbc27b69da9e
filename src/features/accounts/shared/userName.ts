/** What names a user: first and last name, and the user name. */
export type NamedUser = { first_name: string; last_name: string; username: string };

/** How a user is named on screen: first and last name, else the user name. */
export function userFullName(user: NamedUser): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}
