import { mountStandalone } from '@universo/platform/standalone';
import App from '../App';

mountStandalone(App, {
  title: 'Zona Mágica',
  links: [
    { to: '/zona-magica', label: 'Zona Mágica' },
    { to: '/child-dashboard', label: 'Panel' },
    { to: '/profile-setup', label: 'Perfil' },
    { to: '/axxon-demo', label: 'Demo AXXON' },
  ],
});
