import { lazyPages } from '@universo/platform';
import { RemoteRoutes } from '@universo/platform/remote';
import packageJson from '../package.json';

// One chunk per page: the Magic Zone's visitor does not download the dashboard or the demo.
const pages = lazyPages({
  'zona-magica': () => import(/* webpackChunkName: "page-zona-magica" */ './app/magic-zone/MagicZoneRoute').then((module) => module.MagicZoneRoute),
  'child-dashboard': () =>
    import(/* webpackChunkName: "page-child-dashboard" */ './features/child-dashboard/ChildDashboardPage').then((module) => module.ChildDashboardPage),
  'profile-setup': () =>
    import(/* webpackChunkName: "page-profile-setup" */ './features/profile-setup/ProfileSetupPage').then((module) => module.ProfileSetupPage),
  'axxon-demo': () => import(/* webpackChunkName: "page-axxon-demo" */ './features/axxon-demo/AxxonDemoPage').then((module) => module.AxxonDemoPage),
});

/** The Magic Zone remote: a route per page of package.json's `universo.pages` (the shell mounts it at "*"). */
export default function MagicZoneApp() {
  return <RemoteRoutes name={packageJson.universo.name} patterns={packageJson.universo.pages} pages={pages} />;
}
