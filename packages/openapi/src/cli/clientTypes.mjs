// Reads an OpenAPI document on stdin and writes its TypeScript types (openapi-typescript) to
// stdout. A process of its own: openapi-typescript loads ES modules, which Jest's CommonJS
// runtime (the services' contract tests) cannot require.
import openapiTS, { astToString } from 'openapi-typescript';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const ast = await openapiTS(document, { rootTypes: true, rootTypesNoSchemaPrefix: true });
process.stdout.write(astToString(ast));
