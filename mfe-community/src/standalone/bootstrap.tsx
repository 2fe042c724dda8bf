import { mountStandalone } from '@universo/platform/standalone';
import App from '../App';

mountStandalone(App, {
  title: 'Comunidad',
  links: [
    { to: '/blog', label: 'Blog' },
    { to: '/comunidad', label: 'Comunidad' },
    { to: '/contacto', label: 'Contacto' },
    { to: '/moderacion', label: 'Moderación' },
  ],
});
