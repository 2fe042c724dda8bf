import { documentationConfig, type OpenApiService } from '@universo/openapi';
import { appModule } from './app.module';
import { AuthConfig } from './config';

/** svc-auth's OpenAPI description: `npm run openapi` writes it to svc-auth/openapi.json. */
export const openApiService: OpenApiService = {
  name: 'auth',
  title: 'svc-auth: cuentas, sesiones y roles',
  description:
    'Registro e inicio de sesión del adulto, sesiones, consentimientos, correo de la cuenta, exportación y borrado de datos, segundo factor de los administradores.',
  module: () => appModule(documentationConfig(AuthConfig)),
  metadata: () => import('./openapi.metadata'),
  tags: {
    AuthController: 'Sesión',
    AccountController: 'Cuenta',
    AccountMailController: 'Correo de la cuenta',
    AdminSecurityController: 'Administración: segundo factor',
    LogoutEverywhereController: 'Sesión',
  },
  summaries: {
    AccountController_erase: 'Borra la cuenta de la familia y todos sus datos en los cuatro servicios.',
    AccountController_export: 'Descarga todos los datos de la familia (cuenta, niños, progreso, chat, suscripción).',
    AccountController_reauth: 'Vuelve a pedir la contraseña para exportar o borrar la cuenta (un inicio de sesión reciente).',
    AdminSecurityController_status: 'Dice si la sesión es de administración y si su segundo factor está verificado.',
    AdminSecurityController_startEnrolment: 'Empieza a activar el segundo factor: un secreto nuevo con su código QR, mostrado una sola vez.',
    AdminSecurityController_confirmEnrolment: 'Activa el segundo factor con el primer código de la app y entrega los códigos de recuperación.',
    AdminSecurityController_verify: 'Verifica la sesión de administración con un código o un código de recuperación (12 horas).',
    AccountMailController_confirmEmail: 'Confirma el correo de la cuenta con el enlace recibido.',
    AccountMailController_resend: 'Vuelve a enviar el correo para confirmar la dirección.',
    AuthController_consentList: 'Lista los consentimientos que dio el adulto, con sus versiones.',
    AuthController_login: 'Inicia sesión con correo y contraseña.',
    AuthController_logout: 'Cierra la sesión en este dispositivo.',
    LogoutEverywhereController_logoutEverywhere: 'Cierra la sesión en todos los dispositivos de la cuenta.',
    AccountMailController_requestReset: 'Pide un enlace para cambiar la contraseña olvidada (la respuesta es la misma exista o no la cuenta).',
    AccountMailController_confirmReset: 'Cambia la contraseña con el enlace recibido por correo.',
    AuthController_pendingLogout: 'Termina un cierre de sesión que el gateway respondió mientras el servicio no estaba disponible.',
    AuthController_register: 'Crea la cuenta del adulto, con su consentimiento, y abre la sesión.',
    AuthController_session: 'Dice si la sesión presentada sigue activa (lo preguntan los otros servicios).',
    AuthController_user: 'Devuelve el adulto de la sesión.',
  },
};
