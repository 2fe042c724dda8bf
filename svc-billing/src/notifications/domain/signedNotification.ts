import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Payment notifications are signed the way MercadoPago documents for its webhooks, and the sandbox
 * signs its own the same way, so both go through this one verification:
 *
 *   x-signature: ts=<timestamp>,v1=<hex HMAC-SHA256 of the manifest, keyed by the webhook secret>
 *   manifest:    id:<data.id>;request-id:<x-request-id>;ts:<ts>;
 *
 * data.id is the resource id from the query string (?data.id=...), lower-cased when alphanumeric;
 * a part whose value is absent is left out of the manifest. The signature covers the resource id
 * only, not the body: the resource's state is therefore always read back from the provider.
 */

type HeaderValue = string | string[] | undefined;

export interface IncomingNotification {
  headers: Record<string, HeaderValue>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface VerifiedNotification {
  /** The notification's own id: the same id delivered twice is one event. */
  eventId: string;
  /** The provider's id of the resource that changed (a preapproval). */
  resourceId: string;
  /** The notification topic, e.g. subscription_preapproval. */
  topic: string;
  /** When the provider signed it (`ts` of x-signature). */
  signedAt: Date;
  /** The signature itself (lower-case hex): one delivery, never accepted twice. */
  signature: string;
}

export type VerificationResult = { ok: true; notification: VerifiedNotification } | { ok: false; status: 400 | 401; problem: string };

const MAX_ID_LENGTH = 200;

function header(headers: Record<string, HeaderValue>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function idText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH && /^[\w.:-]+$/.test(value)) return value;
  return undefined;
}

/** MercadoPago lower-cases alphanumeric ids before signing. */
function canonicalId(id: string): string {
  return /^[a-z0-9]+$/i.test(id) ? id.toLowerCase() : id;
}

export function signatureManifest(parts: { dataId?: string; requestId?: string; ts?: string }): string {
  let manifest = '';
  if (parts.dataId !== undefined) manifest += `id:${parts.dataId};`;
  if (parts.requestId !== undefined) manifest += `request-id:${parts.requestId};`;
  if (parts.ts !== undefined) manifest += `ts:${parts.ts};`;
  return manifest;
}

export function signManifest(manifest: string, secret: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

/** The headers a provider sends with a notification about `dataId` (used by the sandbox and by tests). */
export function signNotificationHeaders(dataId: string, requestId: string, ts: string, secret: string): Record<string, string> {
  const v1 = signManifest(signatureManifest({ dataId: canonicalId(dataId), requestId, ts }), secret);
  return { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId };
}

function parseSignature(value: string | undefined): { ts: string; v1: string } | undefined {
  if (!value || value.length > 1000) return undefined;
  const fields = new Map<string, string>();
  for (const part of value.split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) fields.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  const ts = fields.get('ts');
  const v1 = fields.get('v1');
  if (!ts || !v1 || !/^\d{1,16}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return undefined;
  return { ts, v1: v1.toLowerCase() };
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** How far a notification's signing time may be from billing's clock, either way. */
export const NOTIFICATION_MAX_SKEW_MS = 5 * 60 * 1000;

/**
 * `ts` of x-signature as a date: MercadoPago sends milliseconds; a value of ten digits or fewer
 * is read as seconds (older notifications and other providers of the same scheme).
 */
export function signedAtOf(ts: string): Date {
  const value = Number(ts);
  return new Date(value < 1e11 ? value * 1000 : value);
}

/** Pure: whether a notification signed at `signedAt` may still be accepted at `now`. */
export function isFreshNotification(signedAt: Date, now: Date): boolean {
  return Math.abs(now.getTime() - signedAt.getTime()) <= NOTIFICATION_MAX_SKEW_MS;
}

/** Checks the signature first, then the shape; nothing about the notification is trusted before. */
export function verifyNotification(incoming: IncomingNotification, secret: string): VerificationResult {
  const signature = parseSignature(header(incoming.headers, 'x-signature'));
  if (!signature) return { ok: false, status: 401, problem: 'missing or malformed x-signature' };

  const body = typeof incoming.body === 'object' && incoming.body !== null ? (incoming.body as Record<string, unknown>) : {};
  const bodyData = typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : {};
  const queryId = incoming.query['data.id'];
  const rawDataId = queryId !== undefined ? idText(queryId) : idText(bodyData.id);
  if (rawDataId === undefined) return { ok: false, status: 400, problem: 'missing or malformed data.id' };
  const dataId = canonicalId(rawDataId);

  const requestId = header(incoming.headers, 'x-request-id');
  const expected = signManifest(signatureManifest({ dataId, requestId, ts: signature.ts }), secret);
  if (!sameHex(expected, signature.v1)) return { ok: false, status: 401, problem: 'signature does not match' };

  const bodyDataId = idText(bodyData.id);
  if (bodyDataId !== undefined && canonicalId(bodyDataId) !== dataId) return { ok: false, status: 400, problem: 'data.id differs between query and body' };
  const eventId = idText(body.id);
  if (eventId === undefined) return { ok: false, status: 400, problem: 'missing notification id' };
  const topic = [body.type, incoming.query.type, incoming.query.topic, body.topic].find((v): v is string => typeof v === 'string');
  if (!topic) return { ok: false, status: 400, problem: 'missing notification type' };
  return { ok: true, notification: { eventId, resourceId: rawDataId, topic, signedAt: signedAtOf(signature.ts), signature: signature.v1 } };
}
