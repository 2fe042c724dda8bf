import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyPages, NotFound, PageState } from '@universo/platform';

// One chunk per page: the Magic Zone's visitor does not download the dashboard or the demo.
const {
  'zona-magica': MagicZoneRoute,
  'child-dashboard': ChildDashboardPage,
  'profile-setup': ProfileSetupPage,
  'axxon-demo': AxxonDemoPage,
} = lazyPages({
  'zona-magica': () => import(/* webpackChunkName: "page-zona-magica" */ './app/magic-zone/MagicZoneRoute').then((module) => module.MagicZoneRoute),
  'child-dashboard': () =>
    import(/* webpackChunkName: "page-child-dashboard" */ './features/child-dashboard/ChildDashboardPage').then((module) => module.ChildDashboardPage),
  'profile-setup': () =>
    import(/* webpackChunkName: "page-profile-setup" */ './features/profile-setup/ProfileSetupPage').then((module) => module.ProfileSetupPage),
  'axxon-demo': () => import(/* webpackChunkName: "page-axxon-demo" */ './features/axxon-demo/AxxonDemoPage').then((module) => module.AxxonDemoPage),
});

/** The Magic Zone remote: its routes as full paths without the leading slash (the shell mounts it at "*"). */
export default function MagicZoneApp() {
  return (
    <div data-remote="magicZone">
      {/* The same placeholder the shell shows while this remote loads: nothing moves in between. */}
      <Suspense fallback={<PageState status="loading" message="Cargando..." />}>
        <Routes>
          <Route path="zona-magica" element={<MagicZoneRoute />} />
          <Route path="child-dashboard" element={<ChildDashboardPage />} />
          <Route path="profile-setup" element={<ProfileSetupPage />} />
          <Route path="axxon-demo" element={<AxxonDemoPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </div>
  );
}
