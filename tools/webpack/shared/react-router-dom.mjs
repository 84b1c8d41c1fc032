// What the apps use of react-router-dom, as the one shared copy of the page (the federation shares
// a module whole, so sharing the package itself would send all of React Router 7 — data routers,
// server rendering, fetchers — to every visitor). Re-exported from react-router, so webpack keeps
// only these and what they need. A new name an app imports must be added here (a remote built
// against a longer list is caught by its contract check: npm run contract-check -- <remote>).
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
