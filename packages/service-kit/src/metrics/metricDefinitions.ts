/**
 * Every metric of the platform's own, in one list: the services register them from here, and the
 * Grafana dashboard shipped with the chart may only chart names found here or among the default
 * Node metrics (a test checks it). `universo_` marks the platform's own; each series also carries
 * `service` (svc-auth, svc-chat, ...), set once on the registry.
 */
export const HTTP_REQUEST_DURATION = 'universo_http_request_duration_seconds';
export const HTTP_REQUESTS_IN_FLIGHT = 'universo_http_requests_in_flight';
export const CACHE_LOOKUPS = 'universo_cache_lookups_total';
export const DB_POOL_CONNECTIONS = 'universo_db_pool_connections';
export const DB_POOL_MAX_CONNECTIONS = 'universo_db_pool_max_connections';
export const DB_POOL_WAITING = 'universo_db_pool_waiting_queries';
export const CHAT_MESSAGES = 'universo_chat_messages_total';

export type MetricKind = 'counter' | 'gauge' | 'histogram';

export interface MetricDefinition {
  name: string;
  kind: MetricKind;
  help: string;
  labels: readonly string[];
  /** Only these services export it (short names); every service when absent. */
  services?: readonly string[];
}

/** Seconds: a page's reads take milliseconds, a chat reply through a model up to seconds. */
export const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const METRIC_DEFINITIONS = [
  {
    name: HTTP_REQUEST_DURATION,
    kind: 'histogram',
    help: 'Tiempo de respuesta de cada petición HTTP, por método, patrón de ruta (nunca la URL con sus datos) y código de estado.',
    labels: ['method', 'route', 'status'],
  },
  {
    name: HTTP_REQUESTS_IN_FLIGHT,
    kind: 'gauge',
    help: 'Peticiones HTTP en curso en esta réplica (la métrica por pod del autoescalado de svc-chat).',
    labels: [],
  },
  {
    name: CACHE_LOOKUPS,
    kind: 'counter',
    help: 'Consultas a las cachés de respuestas de otros servicios (entitlement: el plan, de svc-billing; session y admin: de svc-auth), acertadas (hit) o que llamaron al servicio (miss).',
    labels: ['cache', 'result'],
  },
  {
    name: DB_POOL_CONNECTIONS,
    kind: 'gauge',
    help: 'Conexiones del pool de PostgreSQL, en uso (busy) u ociosas (idle), leídas al recoger las métricas.',
    labels: ['state'],
  },
  {
    name: DB_POOL_MAX_CONNECTIONS,
    kind: 'gauge',
    help: 'Conexiones que el pool de PostgreSQL puede abrir como máximo.',
    labels: [],
  },
  {
    name: DB_POOL_WAITING,
    kind: 'gauge',
    help: 'Consultas que esperan una conexión libre del pool de PostgreSQL (más de cero sostenido: el pool es pequeño o la base va lenta).',
    labels: [],
  },
  {
    name: CHAT_MESSAGES,
    kind: 'counter',
    help: 'Mensajes enviados al chat, por resultado: reply (contestado), premium_refused (sin plan), consent_refused (sin permiso del adulto), rate_limited (límite de mensajes).',
    labels: ['outcome'],
    services: ['chat'],
  },
] as const satisfies readonly MetricDefinition[];

export type MetricName = (typeof METRIC_DEFINITIONS)[number]['name'];

/** The outcomes of a chat message, as counted. */
export const CHAT_OUTCOMES = ['reply', 'premium_refused', 'consent_refused', 'rate_limited'] as const;
export type ChatOutcome = (typeof CHAT_OUTCOMES)[number];

export type CacheName = 'entitlement' | 'session' | 'admin';
export type CacheResult = 'hit' | 'miss';
