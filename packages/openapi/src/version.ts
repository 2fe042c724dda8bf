/** The OpenAPI version of every document (service and merged). */
export const OPENAPI_VERSION = '3.1.0';
