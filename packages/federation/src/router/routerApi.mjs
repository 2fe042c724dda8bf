// @ts-check

/**
 * What `react-router-dom` offers to the shell and the remotes: the declarative API.
 *
 * The shell renders <BrowserRouter> (declarative mode), where data-router hooks (useLoaderData,
 * useFetcher...) cannot work and server APIs have no use. Sharing the whole package would put
 * ~62 KB gzipped in every page; this subset is ~15 KB. The lint rule and the build both read this
 * list: to use another export, add it here and to ./react-router-dom.mjs, then deploy the shell
 * before the remote that needs it (the shell's copy is the one every remote gets).
 */
export const ROUTER_API = /** @type {const} */ ([
  'BrowserRouter',
  'HashRouter',
  'MemoryRouter',
  'Router',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'NavigationType',
  'useHref',
  'useInRouterContext',
  'useLinkClickHandler',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useOutlet',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useRoutes',
  'useSearchParams',
  'createPath',
  'createRoutesFromChildren',
  'createRoutesFromElements',
  'createSearchParams',
  'generatePath',
  'matchPath',
  'matchRoutes',
  'parsePath',
  'renderMatches',
  'resolvePath',
]);
