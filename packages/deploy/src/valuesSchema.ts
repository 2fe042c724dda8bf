import type { ChartApps } from './chart';

type Schema = Record<string, unknown>;

const secretName = (description: string): Schema => ({
  type: 'string',
  minLength: 1,
  description,
});

const peers: Schema = {
  type: 'array',
  description: 'NetworkPolicyPeer list (ipBlock, namespaceSelector, podSelector).',
  items: { type: 'object' },
};

const resources: Schema = {
  type: 'object',
  properties: { requests: { type: 'object' }, limits: { type: 'object' } },
  additionalProperties: false,
};

/** What one app of the route table may set: never zero replicas. */
const appValues = (service: boolean): Schema => ({
  type: 'object',
  additionalProperties: false,
  properties: {
    replicas: { type: 'integer', minimum: 1, description: 'At least one: a route-table app with no pod breaks its routes.' },
    resources,
    image: { type: 'object', additionalProperties: false, properties: { repository: { type: 'string', minLength: 1 }, tag: { type: 'string' } } },
    ...(service
      ? {
          env: { type: 'object', additionalProperties: { type: 'string' }, description: 'Extra environment variables (settings, never secrets).' },
          extraEgress: { type: 'array', items: { type: 'object' }, description: 'Extra NetworkPolicy egress rules (a payment provider).' },
        }
      : {}),
  },
});

/**
 * values.schema.json: helm lint, template, install and upgrade refuse values that would break the
 * platform (a missing secret, zero replicas, an app the route table does not have), naming the value.
 */
export function valuesSchema(apps: ChartApps): Schema {
  const serviceApps = apps.services.map((s) => s.app);
  const appNames = [...serviceApps, ...apps.fronts.map((f) => f.app)];
  const remoteNames = apps.fronts.flatMap((f) => (f.kind === 'remote' && f.name ? [f.name] : []));
  const canaryValues: Schema = {
    type: 'object',
    required: ['weight', 'image'],
    additionalProperties: false,
    properties: {
      weight: {
        type: 'number',
        minimum: 0,
        maximum: 100,
        description: 'Share of browsers (per cent) that get the canary; 0 sends every browser to the released build.',
      },
      replicas: { type: 'integer', minimum: 1 },
      image: {
        type: 'object',
        required: ['tag'],
        additionalProperties: false,
        properties: { repository: { type: 'string', minLength: 1 }, tag: { type: 'string', minLength: 1, description: 'The newer build’s tag.' } },
      },
    },
  };
  const externalDatabase: Schema = {
    type: 'object',
    required: ['existingSecret', 'to'],
    additionalProperties: false,
    properties: {
      existingSecret: secretName('Secret with DATABASE_URL (the app role) and MIGRATION_DATABASE_URL (the owner role).'),
      to: { ...peers, minItems: 1 },
      port: { type: 'integer', minimum: 1, maximum: 65535 },
    },
  };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Universo de Francesca',
    description: 'Generated from the route table by packages/deploy/src/chart.ts (npm run chart). Do not edit.',
    type: 'object',
    required: ['publicUrl', 'secrets', 'mail', 'payments', 'database', 'apps', 'defaults', 'gateway', 'autoscaling'],
    properties: {
      global: { type: 'object' },
      clusterDomain: { type: 'string', minLength: 1 },
      publicUrl: {
        type: 'string',
        pattern: '^https?://[^/]+$',
        description: 'The site as families reach it (mail links): https://example.org, no trailing slash.',
      },
      image: {
        type: 'object',
        properties: { registry: { type: 'string' }, tag: { type: 'string' }, pullPolicy: { enum: ['Always', 'IfNotPresent', 'Never'] } },
        additionalProperties: false,
      },
      imagePullSecrets: { type: 'array', items: { type: 'object', required: ['name'] } },
      defaults: {
        type: 'object',
        required: ['replicas'],
        properties: { replicas: { type: 'integer', minimum: 1 }, resources, frontResources: resources },
        additionalProperties: false,
      },
      apps: {
        type: 'object',
        description: 'Per app of the route table (its workspace folder): only those apps.',
        propertyNames: { enum: appNames },
        properties: Object.fromEntries(appNames.map((app) => [app, appValues(serviceApps.includes(app))])),
        additionalProperties: false,
      },
      secrets: {
        type: 'object',
        required: ['session'],
        properties: {
          session: {
            type: 'object',
            required: ['existingSecret'],
            properties: { existingSecret: secretName('Secret with SESSION_SECRET (at least 32 random characters), shared by every service.') },
          },
        },
      },
      mail: {
        type: 'object',
        required: ['existingSecret', 'from'],
        properties: {
          existingSecret: secretName('Secret with SMTP_URL, the relay the services send mail through.'),
          from: { type: 'string', minLength: 3 },
          relay: { type: 'object', properties: { to: peers, port: { type: 'integer', minimum: 1, maximum: 65535 } }, additionalProperties: false },
        },
      },
      payments: {
        type: 'object',
        required: ['provider', 'existingSecret'],
        properties: {
          provider: { enum: ['sandbox', 'mercadopago'] },
          existingSecret: secretName('Secret with SANDBOX_WEBHOOK_SECRET (sandbox) or MP_ACCESS_TOKEN and MP_WEBHOOK_SECRET (mercadopago).'),
        },
      },
      database: {
        type: 'object',
        required: ['mode'],
        properties: {
          mode: { enum: ['cloudnativepg', 'external'] },
          cloudnativepg: {
            type: 'object',
            properties: {
              clusterName: { type: 'string', pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$' },
              instances: { type: 'integer', minimum: 1 },
              imageName: { type: 'string' },
              storage: { type: 'object', properties: { size: { type: 'string', minLength: 1 }, storageClass: { type: 'string' } } },
            },
          },
          external: {
            type: 'object',
            description: 'Per service (its workspace folder): its own database server.',
            propertyNames: { enum: serviceApps },
            properties: Object.fromEntries(serviceApps.map((app) => [app, externalDatabase])),
            additionalProperties: false,
          },
        },
        if: { properties: { mode: { const: 'external' } } },
        then: {
          required: ['external'],
          properties: { external: { required: serviceApps } },
        },
      },
      gateway: {
        type: 'object',
        required: ['replicas'],
        properties: {
          replicas: { type: 'integer', minimum: 1 },
          resolver: { type: 'string', minLength: 1 },
          trustedProxies: { type: 'array', items: { type: 'string', pattern: '^[0-9a-fA-F:.]+(/[0-9]{1,3})?$' } },
          behindTls: { type: 'boolean' },
          apiDocs: { type: 'boolean' },
          ingressFrom: peers,
          resources,
          image: { type: 'object', properties: { repository: { type: 'string' }, tag: { type: 'string' } } },
        },
      },
      firstScreens: {
        type: 'object',
        required: ['enabled'],
        additionalProperties: false,
        description: 'The visitors’ first screens: a sidecar in each gateway pod keeps them, the gateway includes them into the pages.',
        properties: {
          enabled: { type: 'boolean' },
          image: { type: 'object', additionalProperties: false, properties: { repository: { type: 'string' }, tag: { type: 'string' } } },
          resources,
        },
      },
      canary: {
        type: 'object',
        description:
          'A remote’s newer build for a share of browsers, by its Module Federation name (one remote at a time). Roll back: weight 0, or remove the entry.',
        propertyNames: { enum: remoteNames },
        properties: Object.fromEntries(remoteNames.map((remote) => [remote, canaryValues])),
        additionalProperties: false,
        maxProperties: 1,
      },
      httpRoute: {
        type: 'object',
        properties: {
          enabled: { type: 'boolean' },
          parentRefs: { type: 'array', items: { type: 'object', required: ['name'] } },
          hostnames: { type: 'array', items: { type: 'string' } },
        },
        if: { properties: { enabled: { const: true } } },
        then: { properties: { parentRefs: { minItems: 1 } } },
      },
      autoscaling: {
        type: 'object',
        required: ['minReplicas', 'maxReplicas'],
        properties: {
          enabled: { type: 'boolean' },
          minReplicas: { type: 'integer', minimum: 1 },
          maxReplicas: { type: 'integer', minimum: 1 },
          cpuUtilization: { type: 'integer', minimum: 1, maximum: 100 },
          inFlight: {
            type: 'object',
            properties: {
              enabled: { type: 'boolean' },
              metricName: { type: 'string', minLength: 1 },
              averageValue: { type: 'string', pattern: '^[0-9]+(m)?$' },
            },
          },
        },
      },
      migrations: { type: 'object', properties: { enabled: { type: 'boolean' }, backoffLimit: { type: 'integer', minimum: 0 } } },
      networkPolicy: {
        type: 'object',
        properties: { enabled: { type: 'boolean' }, dnsNamespace: { type: 'string', minLength: 1 } },
      },
      metrics: {
        type: 'object',
        additionalProperties: false,
        properties: {
          podAnnotations: { type: 'boolean', description: 'prometheus.io/scrape, /port and /path on every service pod.' },
          scraper: {
            type: 'object',
            additionalProperties: false,
            required: ['namespace'],
            properties: {
              namespace: {
                type: 'string',
                minLength: 1,
                description: 'Namespace of the Prometheus that scrapes the metrics ports (the NetworkPolicies let it in).',
              },
              podSelector: { type: 'object', description: 'Labels of the scraper pods in that namespace ({} for any).' },
            },
          },
          grafanaDashboard: {
            type: 'object',
            additionalProperties: false,
            properties: {
              enabled: { type: 'boolean' },
              labels: { type: 'object', additionalProperties: { type: 'string' }, description: 'Labels the Grafana dashboard sidecar looks for.' },
            },
          },
        },
      },
    },
  };
}
