import { lazyPages } from '@universo/platform';
import { RemoteRoutes } from '@universo/platform/remote';
import packageJson from '../package.json';

// One chunk per page: the shop's visitor does not download the checkout or the subscription pages.
const pages = lazyPages({
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

/** The commerce remote: a route per page of package.json's `universo.pages` (the shell mounts it at "*"). */
export default function CommerceApp() {
  return <RemoteRoutes name={packageJson.universo.name} patterns={packageJson.universo.pages} pages={pages} />;
}
