export { SaveForOffline } from './SaveForOffline';
