import type { User } from '@akiya/contracts';
import { useGetBaseDataQuery } from '@akiya/shared-ui';

/**
 * The logged-in user from base data (null when logged out or not loaded yet). Subscribes to base
 * data itself, so it also works where the shell's layout is not around (standalone, tests).
 */
export function useCurrentUser(): User | null {
  return useGetBaseDataQuery().data?.user ?? null;
}
