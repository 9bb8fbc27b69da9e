import { useQuery } from '@tanstack/react-query';
import { signedOut, type UserSession } from './session';

/** Where the session lives: one react-query entry, filled by the boot flow and revalidated on locale routes. */
export const sessionQueryKey = ['login', 'session'] as const;

/** The user session, held in one place. Until it is known, the person counts as signed out. */
export function useSession(): UserSession {
  const { data } = useQuery<UserSession>({ queryKey: sessionQueryKey, enabled: false });
  return data ?? signedOut;
}
