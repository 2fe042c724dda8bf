// Validates rendered Kubernetes objects offline: built-in kinds and Gateway API kinds against the
// API's schemas (kubernetes-models, @kubernetes-models/gateway-api), CloudNativePG kinds against
// the CRD schemas kept in fixtures/cloudnative-pg-crds.json. Reads a JSON array of objects on
// stdin, writes [{ kind, name, error }] on stdout. Plain ES module: kubernetes-models ships ES
// modules only, which Jest's CommonJS runtime does not load.
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import * as apps from 'kubernetes-models/apps/v1';
import * as autoscaling from 'kubernetes-models/autoscaling/v2';
import * as batch from 'kubernetes-models/batch/v1';
import * as core from 'kubernetes-models/v1';
import * as networking from 'kubernetes-models/networking.k8s.io/v1';
import * as policy from 'kubernetes-models/policy/v1';
import * as gatewayApi from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1';

const MODELS = {
  'apps/v1': apps,
  'autoscaling/v2': autoscaling,
  'batch/v1': batch,
  v1: core,
  'networking.k8s.io/v1': networking,
  'policy/v1': policy,
  'gateway.networking.k8s.io/v1': gatewayApi,
};

/**
 * The API server prunes or (with strict field validation, kubectl's default) rejects fields a CRD
 * does not declare: every object schema without x-kubernetes-preserve-unknown-fields gets
 * additionalProperties: false, so a misspelt field fails here too.
 */
function strict(schema) {
  if (Array.isArray(schema)) return schema.map(strict);
  if (!schema || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, key === 'enum' || key === 'required' ? value : strict(value)]));
  if (out.type === 'object' && out.properties && !out['x-kubernetes-preserve-unknown-fields'] && out.additionalProperties === undefined) {
    out.additionalProperties = false;
  }
  return out;
}

const fixtures = JSON.parse(readFileSync(new URL('./fixtures/cloudnative-pg-crds.json', import.meta.url), 'utf8'));
// The Kubernetes integer formats are ranges the API server checks; a date-time is RFC 3339.
const ajv = new Ajv({
  strict: false,
  allErrors: true,
  formats: { int32: true, int64: true, 'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/ },
});
const crdValidators = new Map(
  fixtures.crds.map((crd) => {
    const schema = strict(crd.openAPIV3Schema);
    // apiVersion, kind and metadata are the API server's business (ObjectMeta is checked by name below).
    schema.properties.metadata = { type: 'object', required: ['name'] };
    return [`${crd.group}/${crd.version}:${crd.kind}`, ajv.compile(schema)];
  }),
);

function validate(object) {
  const key = `${object.apiVersion}:${object.kind}`;
  const crd = crdValidators.get(key);
  if (crd) {
    return crd(object) ? null : ajv.errorsText(crd.errors, { dataVar: object.kind });
  }
  const Model = MODELS[object.apiVersion]?.[object.kind];
  if (!Model) return `no schema for ${key}`;
  try {
    new Model(object).validate();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const objects = JSON.parse(readFileSync(0, 'utf8'));
process.stdout.write(JSON.stringify(objects.map((object) => ({ kind: object.kind, name: object.metadata?.name, error: validate(object) }))));
