export { API_ERROR_SCHEMA, API_ERROR_SCHEMA_NAME, errorResponses, type OperationFacts } from './errors';
export { createServiceDocument, operationFacts } from './document';
export { mergeDocuments, type ServiceDocument, underPrefixes } from './merge';
export { OPENAPI_VERSION } from './version';
export { documentationConfig, type OpenApiService } from './service';
export { documentText, sortedDeep } from './stable';
