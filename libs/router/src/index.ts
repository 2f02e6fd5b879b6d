/*
 * The router of every app. Module Federation shares a library whole (it cannot know what the
 * remotes will use), so sharing React Router itself sent all of it, server rendering and data
 * routers included, to every page. Shared through this module, only what is exported here (and
 * what it needs) is built into the one shared copy. Add a name here before using it in an app.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, NavigateFunction, PathMatch } from 'react-router';
