/** How a user is named on screen: first and last name, else the user name. */
export function userFullName(user: { first_name: string; last_name: string; username: string }): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}
