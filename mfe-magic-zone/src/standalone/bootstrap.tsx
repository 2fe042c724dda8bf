import { mountStandalone } from '@universo/platform/standalone';
import packageJson from '../../package.json';
import App from '../App';

mountStandalone(App, { title: 'Zona Mágica', routes: packageJson.universo.routes });
