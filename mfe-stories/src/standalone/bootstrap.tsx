import { mountStandalone } from '@universo/platform/standalone';
import App from '../App';

mountStandalone(App, {
  title: 'Historias',
  links: [
    { to: '/historia', label: 'Historias' },
    { to: '/personajes', label: 'Personajes' },
    { to: '/generar-libro', label: 'Generar Libro' },
  ],
});
