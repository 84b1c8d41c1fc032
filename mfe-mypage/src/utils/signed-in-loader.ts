import type { User } from '@akiya/contracts';
import { commonApi, loadQuery, selectBaseData, selectUser, type LoaderArgs, type RouteLoader } from '@akiya/shared-ui';
import { loginVerdict } from './login-verdict';

/**
 * The loader of a page behind the login gate: `load` runs once the start data is there (the shell's
 * layout loader asks for it at the same time; RTK Query sends one request) and only when the gate lets
 * the user through. For a visitor, or a user whose email is not verified, nothing is loaded: the gate
 * sends them to a login page.
 */
export function signedInLoader(load: (args: LoaderArgs, user: User) => Promise<unknown> | void): RouteLoader {
  return async (args) => {
    await loadQuery(args.dispatch, commonApi.endpoints.getBaseData, undefined);
    const state = args.getState();
    const user = selectUser(state);
    if (!user || loginVerdict(selectBaseData(state), false) !== 'ok') return undefined;
    return load(args, user);
  };
}
