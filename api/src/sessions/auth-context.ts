import type { UserEntity } from '../users/entities/user.entity';
import type { SessionRecord } from './session-store';

/** Who is making a request: the session from the cookie and its user. */
export interface AuthContext {
  session: SessionRecord;
  user: UserEntity;
}

const contexts = new WeakMap<object, AuthContext | null>();

/** Set once per request by the SessionGuard. */
export function setAuthContext(request: object, auth: AuthContext | null): void {
  contexts.set(request, auth);
}

/** The request's session and user, or null when logged out. */
export function getAuthContext(request: object): AuthContext | null {
  return contexts.get(request) ?? null;
}
