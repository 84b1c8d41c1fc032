// The one route matcher (contracts/src/route-match.ts), shared with the shell.
export { matchRoute, navigationStatus, paramsValid, type RouteParams } from '@akiya/contracts';
