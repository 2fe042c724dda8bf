// Imports nothing: the gateway's config generator (run with tsx, also inside its image) reads it.

/** The merged document the gateway serves at /api/openapi.json, relative to the repository root. */
export const MERGED_DOCUMENT = 'packages/openapi/openapi.json';
