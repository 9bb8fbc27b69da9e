import { useQueryClient } from '@tanstack/react-query';
import type { UserSession } from '../../../auth/session';
import { sessionQueryKey } from '../../../auth/useSession';

/**
 * The server makes the account administrator who creates a group its administrator (role 2). The
 * session learns it at once, so that the new group's page offers what that role allows without
 * waiting for the next sign-in.
 */
export function useCreatorRole() {
  const queryClient = useQueryClient();
  return function grant(group: { id: number; display_name: string }) {
    queryClient.setQueryData<UserSession>(sessionQueryKey, (session) => {
      const user = session?.userData;
      if (!session || !user || user.is_superuser) return session;
      if (user.usergroup_roles.some(({ usergroup }) => usergroup?.id === group.id)) return session;
      return {
        ...session,
        userData: {
          ...user,
          usergroup_roles: [...user.usergroup_roles, { role: 2, usergroup: { ...group } }],
        },
      };
    });
  };
}
