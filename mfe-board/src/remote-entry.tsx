import { AppRoutes } from './app/routes';

/** The route table: the shell's server runs its loaders for a page before rendering it. */
export { routes } from './app/routes';

/** Exposed as './App': renders this remote's routes under the host's router and store. */
export default function App() {
  return <AppRoutes />;
}
