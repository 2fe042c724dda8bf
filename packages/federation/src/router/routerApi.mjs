// @ts-check

/**
 * What `react-router-dom` offers to the shell and the remotes: the declarative API.
 *
 * The shell renders <BrowserRouter> (declarative mode), where data-router hooks (useLoaderData,
 * useFetcher...) cannot work and server APIs have no use. Sharing the whole package would put
 * ~62 KB gzipped in every page; this subset is ~14 KB. It lists what the apps use (MemoryRouter:
 * the platform's test helper), as the forms' subset does. The lint rule and the build both read
 * this list: to use another export, add it here and to ./react-router-dom.mjs, then deploy the
 * shell before the remote that needs it (the shell's copy is the one every remote gets).
 */
export const ROUTER_API = /** @type {const} */ ([
  'BrowserRouter',
  'MemoryRouter',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
]);
