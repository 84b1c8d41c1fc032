import { AppRoutes } from './app/routes';

/** Exposed as './App': renders this remote's routes under the host's router and store. */
export default function App() {
  return <AppRoutes />;
}
