import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyPages, NotFound, PageState } from '@universo/platform';

// One chunk per page: the shop's visitor does not download the checkout or the subscription pages.
const {
  tienda: ShopPage,
  checkout: CheckoutPage,
  subscription: SubscriptionPage,
  'subscription-success': SubscriptionSuccessPage,
  account: AccountSubscriptionPage,
} = lazyPages({
  tienda: () => import(/* webpackChunkName: "page-tienda" */ './features/shop/ShopPage').then((module) => module.ShopPage),
  checkout: () => import(/* webpackChunkName: "page-checkout" */ './features/shop/CheckoutPage').then((module) => module.CheckoutPage),
  subscription: () => import(/* webpackChunkName: "page-subscription" */ './features/subscription/SubscriptionPage').then((module) => module.SubscriptionPage),
  'subscription-success': () =>
    import(/* webpackChunkName: "page-subscription-success" */ './features/subscription/SubscriptionSuccessPage').then(
      (module) => module.SubscriptionSuccessPage,
    ),
  account: () =>
    import(/* webpackChunkName: "page-account" */ './features/subscription/AccountSubscriptionPage').then((module) => module.AccountSubscriptionPage),
});

/** The commerce remote: its routes as full paths without the leading slash (the shell mounts it at "*"). */
export default function CommerceApp() {
  return (
    <div data-remote="commerce">
      {/* The same placeholder the shell shows while this remote loads: nothing moves in between. */}
      <Suspense fallback={<PageState status="loading" message="Cargando..." />}>
        <Routes>
          <Route path="tienda" element={<ShopPage />} />
          <Route path="checkout" element={<CheckoutPage />} />
          <Route path="subscription" element={<SubscriptionPage />} />
          <Route path="subscription-success" element={<SubscriptionSuccessPage />} />
          <Route path="account/subscription" element={<AccountSubscriptionPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </div>
  );
}
