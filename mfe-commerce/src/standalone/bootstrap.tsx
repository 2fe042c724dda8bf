import { mountStandalone } from '@universo/platform/standalone';
import App from '../App';

mountStandalone(App, {
  title: 'Tienda',
  links: [
    { to: '/tienda', label: 'Tienda' },
    { to: '/checkout', label: 'Checkout' },
    { to: '/subscription', label: 'Suscripción' },
    { to: '/subscription-success', label: 'Suscripción activa' },
    { to: '/account/subscription', label: 'Mi suscripción' },
  ],
});
