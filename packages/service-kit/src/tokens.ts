/** Injection token for the validated service configuration. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
/** Injection token for the service's short name (auth, content, chat, billing). */
export const SERVICE_NAME = Symbol('SERVICE_NAME');
