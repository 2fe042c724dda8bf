import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@universo/platform';
import { CheckoutPage } from './features/shop/CheckoutPage';
import { ShopPage } from './features/shop/ShopPage';
import { AccountSubscriptionPage } from './features/subscription/AccountSubscriptionPage';
import { SubscriptionPage } from './features/subscription/SubscriptionPage';
import { SubscriptionSuccessPage } from './features/subscription/SubscriptionSuccessPage';

/** The commerce remote: its routes as full paths without the leading slash (the shell mounts it at "*"). */
export default function CommerceApp() {
  return (
    <div data-remote="commerce">
      <Routes>
        <Route path="tienda" element={<ShopPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="subscription" element={<SubscriptionPage />} />
        <Route path="subscription-success" element={<SubscriptionSuccessPage />} />
        <Route path="account/subscription" element={<AccountSubscriptionPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
