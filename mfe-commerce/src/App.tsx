import { Route, Routes } from 'react-router-dom';
import { ComingSoon, NotFound } from '@universo/platform';
import { ShopPage } from './features/shop/ShopPage';

/** The commerce remote: its routes as full paths without the leading slash (the shell mounts it at "*"). */
export default function CommerceApp() {
  return (
    <div data-remote="commerce">
      <Routes>
        <Route path="tienda" element={<ShopPage />} />
        <Route path="checkout" element={<ComingSoon title="Finalizar compra" />} />
        <Route
          path="subscription"
          element={<ComingSoon title="Plan Emprendedor Mágico" description="Muy pronto podrás suscribirte desde aquí." />}
        />
        <Route path="subscription-success" element={<ComingSoon title="¡Bienvenido al plan!" />} />
        <Route path="account/subscription" element={<ComingSoon title="Mi suscripción" />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
