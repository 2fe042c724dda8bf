// The module every app gets for `react-router-dom` (see ./routerApi.mjs for why it is a subset).
// Keep this list equal to ROUTER_API: the webpack config refuses to build otherwise.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
