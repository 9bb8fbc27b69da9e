/** The person using the application, as the login service describes them. */
export type SessionUser = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  is_superuser: boolean;
  /** Roles held per group (1 data access, 2 account administration). */
  usergroup_roles: ReadonlyArray<{
    role: number;
    usergroup?: { id: number; display_name: string; usergroup_type?: string };
  }>;
};

/** The user session of specification section 3. */
export type UserSession = {
  isUserAuthenticated: boolean;
  userData: SessionUser | null;
};

export const signedOut: UserSession = { isUserAuthenticated: false, userData: null };

/** Builds the session from the login service's user, with `is_superuser` false when it is missing. */
export function sessionOf(
  user: (Partial<SessionUser> & Pick<SessionUser, 'id' | 'username'>) | null,
): UserSession {
  if (!user) return signedOut;
  return {
    isUserAuthenticated: true,
    userData: {
      id: user.id,
      username: user.username,
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      is_superuser: user.is_superuser ?? false,
      usergroup_roles: user.usergroup_roles ?? [],
    },
  };
}

/** The name the interface calls the person by: first and last name, else the user name. */
export function displayNameOf(user: SessionUser): string {
  const full = `${user.first_name} ${user.last_name}`.trim();
  return full || user.username;
}
