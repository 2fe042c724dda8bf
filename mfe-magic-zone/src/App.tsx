import { Route, Routes } from 'react-router-dom';
import { ComingSoon, NotFound } from '@universo/platform';
import { MagicZonePage } from './features/activities/MagicZonePage';

/** The Magic Zone remote: its routes as full paths without the leading slash (the shell mounts it at "*"). */
export default function MagicZoneApp() {
  return (
    <div data-remote="magicZone">
      <Routes>
        <Route path="zona-magica" element={<MagicZonePage />} />
        <Route path="child-dashboard" element={<ComingSoon title="Mi panel mágico" />} />
        <Route path="profile-setup" element={<ComingSoon title="Crea tu perfil" />} />
        <Route path="axxon-demo" element={<ComingSoon title="Demo AXXON" />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
