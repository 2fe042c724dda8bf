import { FIRST_SCREENS_READY_AFTER_MS } from './firstRoundMarker';
import { firstScreensSettings } from './firstScreensSettings';

describe('firstScreensSettings', () => {
  const env = {
    FIRST_SCREENS_SITE_URL: 'http://127.0.0.1:8080',
    PUBLIC_URL: 'https://universodefrancesca.co/',
    FIRST_SCREENS_DIR: '/var/lib/universo/first-screens/',
  };

  it('reads the site, its public origin and the folder', () => {
    expect(firstScreensSettings(env)).toEqual({
      siteUrl: 'http://127.0.0.1:8080',
      publicOrigin: 'https://universodefrancesca.co',
      dir: '/var/lib/universo/first-screens',
      readyAfterMs: FIRST_SCREENS_READY_AFTER_MS,
    });
    expect(firstScreensSettings({ ...env, FIRST_SCREENS_READY_AFTER_MS: '5000' }).readyAfterMs).toBe(5000);
  });

  it('stops on a missing or wrong setting, naming it', () => {
    expect(() => firstScreensSettings({ ...env, FIRST_SCREENS_SITE_URL: undefined })).toThrow(/Falta FIRST_SCREENS_SITE_URL/);
    expect(() => firstScreensSettings({ ...env, PUBLIC_URL: '' })).toThrow(/Falta PUBLIC_URL/);
    expect(() => firstScreensSettings({ ...env, PUBLIC_URL: 'universodefrancesca.co' })).toThrow(/PUBLIC_URL no es una dirección/);
    expect(() => firstScreensSettings({ ...env, FIRST_SCREENS_SITE_URL: 'ftp://127.0.0.1' })).toThrow(/http:\/\/ o https:\/\//);
    expect(() => firstScreensSettings({ ...env, FIRST_SCREENS_SITE_URL: 'http://127.0.0.1:8080/historia' })).toThrow(/sin ruta/);
    expect(() => firstScreensSettings({ ...env, FIRST_SCREENS_DIR: 'first-screens' })).toThrow(/ruta absoluta/);
    expect(() => firstScreensSettings({ ...env, FIRST_SCREENS_DIR: undefined })).toThrow(/FIRST_SCREENS_DIR/);
    expect(() => firstScreensSettings({ ...env, FIRST_SCREENS_READY_AFTER_MS: 'pronto' })).toThrow(/FIRST_SCREENS_READY_AFTER_MS debe ser un número entero/);
  });
});
