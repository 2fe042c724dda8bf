import { documentationConfig, type OpenApiService } from '@universo/openapi';
import { appModule } from './app.module';
import { AuthConfig } from './config';

/** svc-auth's OpenAPI description: `npm run openapi` writes it to svc-auth/openapi.json. */
export const openApiService: OpenApiService = {
  name: 'auth',
  title: 'svc-auth: cuentas, sesiones y roles',
  description: 'Registro e inicio de sesión del adulto, sesiones, consentimientos, correo de la cuenta, exportación y borrado de datos, segundo factor de los administradores.',
  module: () => appModule(documentationConfig(AuthConfig)),
  metadata: () => import('./openapi.metadata'),
  tags: {
    AuthController: 'Sesión',
    AccountController: 'Cuenta',
    AccountMailController: 'Correo de la cuenta',
    AdminSecurityController: 'Administración: segundo factor',
    LogoutEverywhereController: 'Sesión',
  },
};
