import { randomBytes } from 'node:crypto';
import { HttpStandIn, type RecordedRequest, type StandInReply } from './httpStandIn';

/**
 * A local stand-in for MercadoPago's documented subscriptions API (api.mercadopago.com cannot be
 * reached from here): POST /preapproval, GET /preapproval/{id}, PUT /preapproval/{id}. It checks
 * what MercadoPago checks (a Bearer access token, the required body fields) and keeps the
 * preapprovals, so tests can change their state as MercadoPago would and then notify billing.
 */
export interface StandInPreapproval {
  id: string;
  status: string;
  reason: string;
  external_reference: string;
  payer_email: string;
  back_url: string;
  init_point: string;
  auto_recurring: Record<string, unknown>;
  date_created: string;
  last_modified: string;
}

const STATUSES = ['pending', 'authorized', 'paused', 'cancelled'];

/** MercadoPago writes times with the account's offset, e.g. 2026-05-25T13:45:00.000-05:00 for Colombia. */
export function mercadoPagoTime(date: Date): string {
  return new Date(date.getTime() - 5 * 3_600_000).toISOString().replace('Z', '-05:00');
}

function badRequest(message: string): StandInReply {
  return { status: 400, body: { message, error: 'bad_request', status: 400, cause: [] } };
}

/** Problems with a POST /preapproval body, per the API reference (subscription without a plan). */
export function preapprovalBodyProblems(body: unknown): string[] {
  const problems: string[] = [];
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const recurring = (typeof b.auto_recurring === 'object' && b.auto_recurring !== null ? b.auto_recurring : {}) as Record<string, unknown>;
  if (typeof b.reason !== 'string' || !b.reason) problems.push('reason is required');
  if (typeof b.external_reference !== 'string' || !b.external_reference) problems.push('external_reference is required');
  if (typeof b.payer_email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(b.payer_email)) problems.push('payer_email is required');
  if (typeof b.back_url !== 'string' || !/^https:\/\//.test(b.back_url)) problems.push('back_url must be https');
  if (typeof recurring.frequency !== 'number' || recurring.frequency < 1) problems.push('auto_recurring.frequency is required');
  if (!['days', 'months'].includes(recurring.frequency_type as string)) problems.push('auto_recurring.frequency_type is invalid');
  if (typeof recurring.transaction_amount !== 'number' || recurring.transaction_amount <= 0) problems.push('auto_recurring.transaction_amount is invalid');
  if (typeof recurring.currency_id !== 'string') problems.push('auto_recurring.currency_id is required');
  if (b.status !== undefined && !['pending', 'authorized'].includes(b.status as string)) problems.push('status is invalid');
  return problems;
}

export class MercadoPagoStandIn {
  readonly preapprovals = new Map<string, StandInPreapproval>();
  private readonly byIdempotencyKey = new Map<string, string>();
  /** Answers the next call with this status (a MercadoPago outage), once. */
  failNext: number | null = null;
  readonly http: HttpStandIn;

  constructor(private readonly accessToken: string) {
    this.http = new HttpStandIn((request) => this.handle(request));
  }

  get url(): string {
    return this.http.url;
  }

  get requests(): RecordedRequest[] {
    return this.http.requests;
  }

  async start(): Promise<this> {
    await this.http.start();
    return this;
  }

  stop(): Promise<void> {
    return this.http.stop();
  }

  /** The payer or MercadoPago changes a subscription (as on mercadopago.com.co). */
  set(id: string, status: string, at: Date): void {
    const found = this.preapprovals.get(id);
    if (!found) throw new Error(`no preapproval ${id}`);
    found.status = status;
    found.last_modified = mercadoPagoTime(at);
  }

  private handle(request: RecordedRequest): StandInReply {
    if (this.failNext !== null) {
      const status = this.failNext;
      this.failNext = null;
      return { status, body: { message: 'internal_error', status } };
    }
    if (request.headers.authorization !== `Bearer ${this.accessToken}`) {
      return { status: 401, body: { message: 'invalid access token', error: 'unauthorized', status: 401 } };
    }
    const match = /^\/preapproval(?:\/([^/?]+))?$/.exec(request.path);
    if (!match) return { status: 404, body: { message: 'resource not found', status: 404 } };
    const id = match[1] ? decodeURIComponent(match[1]) : undefined;

    if (request.method === 'POST' && !id) return this.create(request);
    const found = id ? this.preapprovals.get(id) : undefined;
    if (!found) return { status: 404, body: { message: 'The preapproval with id was not found', error: 'not_found', status: 404 } };
    if (request.method === 'GET') return { status: 200, body: found };
    if (request.method === 'PUT') {
      if (!String(request.headers['content-type']).startsWith('application/json')) return badRequest('content-type must be application/json');
      const status = (request.body as { status?: unknown } | undefined)?.status;
      if (typeof status !== 'string' || !STATUSES.includes(status)) return badRequest('status is invalid');
      this.set(found.id, status, new Date());
      return { status: 200, body: found };
    }
    return { status: 405, body: { message: 'method not allowed', status: 405 } };
  }

  private create(request: RecordedRequest): StandInReply {
    if (!String(request.headers['content-type']).startsWith('application/json')) return badRequest('content-type must be application/json');
    const problems = preapprovalBodyProblems(request.body);
    if (problems.length > 0) return badRequest(problems.join('; '));
    const key = request.headers['x-idempotency-key'];
    const known = typeof key === 'string' ? this.byIdempotencyKey.get(key) : undefined;
    if (known) return { status: 201, body: this.preapprovals.get(known) };
    const body = request.body as Omit<StandInPreapproval, 'id' | 'init_point' | 'date_created' | 'last_modified'>;
    const id = randomBytes(16).toString('hex');
    const now = mercadoPagoTime(new Date());
    const created: StandInPreapproval = {
      id,
      status: 'pending',
      reason: body.reason,
      external_reference: body.external_reference,
      payer_email: body.payer_email,
      back_url: body.back_url,
      auto_recurring: body.auto_recurring,
      init_point: `https://www.mercadopago.com.co/subscriptions/checkout?preapproval_id=${id}`,
      date_created: now,
      last_modified: now,
    };
    this.preapprovals.set(id, created);
    if (typeof key === 'string') this.byIdempotencyKey.set(key, id);
    return { status: 201, body: created };
  }
}
