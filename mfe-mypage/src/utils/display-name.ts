import type { User } from '@akiya/contracts';

/** "姓 名" of the user, or the email address when no name is registered yet. */
export function displayName(user: Pick<User, 'last_name' | 'first_name' | 'email'>): string {
  const name = [user.last_name, user.first_name].filter((part) => part && part.trim()).join(' ');
  return name || user.email;
}
