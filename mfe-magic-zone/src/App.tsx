import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@universo/platform';
import { MagicZoneRoute } from './app/magic-zone/MagicZoneRoute';
import { AxxonDemoPage } from './features/axxon-demo/AxxonDemoPage';
import { ChildDashboardPage } from './features/child-dashboard/ChildDashboardPage';
import { ProfileSetupPage } from './features/profile-setup/ProfileSetupPage';

/** The Magic Zone remote: its routes as full paths without the leading slash (the shell mounts it at "*"). */
export default function MagicZoneApp() {
  return (
    <div data-remote="magicZone">
      <Routes>
        <Route path="zona-magica" element={<MagicZoneRoute />} />
        <Route path="child-dashboard" element={<ChildDashboardPage />} />
        <Route path="profile-setup" element={<ProfileSetupPage />} />
        <Route path="axxon-demo" element={<AxxonDemoPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
