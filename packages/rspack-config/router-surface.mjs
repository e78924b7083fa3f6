// The part of React Router the front ends use, shared (as the singleton 'react-router-dom')
// instead of the whole package: 15 KB gzip instead of 62 KB on every page. The browser and
// server builds share this one module, so there is one router context on the page. A front
// end's build refuses an import from 'react-router-dom' that is not listed here (see
// check-router-imports.mjs): adding a name here is a release of the shell too.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  StaticRouter,
  createPath,
  generatePath,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
