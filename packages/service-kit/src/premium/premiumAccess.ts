import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  SetMetadata,
  ServiceUnavailableException,
  UseGuards,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { type EntitlementResponse, PREMIUM_ITEMS, type PremiumItemId, premiumRequiredMessage } from '@universo/contracts';
import type { FastifyRequest } from 'fastify';
import type { BaseServiceConfig } from '../config';
import { ErrorAnswer, type ErrorAnswerDescription } from '../errorAnswers';
import { readSessionCookie, SessionReader } from '../sessionAccess';
import { SERVICE_CONFIG } from '../tokens';
import { BillingEntitlementClient, BillingUnavailableError, VISITOR_ENTITLEMENT } from './billingEntitlementClient';
import { type CacheLookupResult, EntitlementCache } from './entitlementCache';
import { cacheLookupCounter } from '../metrics/optionalMetrics';
import { optionalProvider } from '../optionalProvider';

export const BILLING_UNAVAILABLE_MESSAGE = 'No pudimos comprobar tu plan en este momento. Inténtalo de nuevo en unos segundos.';

/** The 403 of a premium item: the one JSON error shape plus `premiumItem`, so a front end can show the gate. */
export class PremiumRequiredException extends ForbiddenException {
  constructor(readonly premiumItem: PremiumItemId) {
    super({ message: premiumRequiredMessage(premiumItem), premiumItem });
  }
}

/**
 * Where a service learns a family's tier. Billing provides its own (its database); every other
 * service asks billing over HTTP. Injection token: ENTITLEMENT_SOURCE.
 */
export interface EntitlementSource {
  entitlementOf(userId: string, sessionToken: string): Promise<EntitlementResponse>;
}

export const ENTITLEMENT_SOURCE = Symbol('ENTITLEMENT_SOURCE');

/** svc-billing over HTTP, each user's answer cached per replica for ENTITLEMENT_CACHE_SECONDS. */
export class RemoteEntitlementSource implements EntitlementSource {
  private readonly client: BillingEntitlementClient;
  private readonly cache: EntitlementCache<EntitlementResponse>;

  constructor(
    config: Pick<BaseServiceConfig, 'BILLING_URL' | 'ENTITLEMENT_CACHE_SECONDS' | 'ENTITLEMENT_TIMEOUT_MS'>,
    onLookup?: (result: CacheLookupResult) => void,
  ) {
    this.client = new BillingEntitlementClient(config.BILLING_URL, config.ENTITLEMENT_TIMEOUT_MS);
    this.cache = new EntitlementCache(config.ENTITLEMENT_CACHE_SECONDS * 1000, Date.now, undefined, onLookup);
  }

  entitlementOf(userId: string, sessionToken: string): Promise<EntitlementResponse> {
    return this.cache.get(userId, () => this.client.entitlement(sessionToken));
  }
}

/**
 * The one question every service asks before it serves a premium item: is this request's family
 * entitled? Visitors never are (no call to billing). Billing unreachable: fail closed with 503,
 * never serve the content.
 */
@Injectable()
export class PremiumAccess {
  private readonly logger = new Logger('PremiumAccess');
  private source: EntitlementSource | undefined;

  constructor(
    private readonly sessions: SessionReader,
    @Inject(SERVICE_CONFIG) private readonly config: BaseServiceConfig,
    private readonly moduleRef: ModuleRef,
  ) {}

  /** Billing's own source when this is billing, else billing over HTTP (looked up once). */
  private entitlementSource(): EntitlementSource {
    if (!this.source) {
      const local = optionalProvider<EntitlementSource>(this.moduleRef, ENTITLEMENT_SOURCE);
      this.source = local ?? new RemoteEntitlementSource(this.config, cacheLookupCounter(this.moduleRef, 'entitlement'));
    }
    return this.source;
  }

  /** The family's tier for this request (a visitor without a valid, active session). */
  async entitlementOf(request: FastifyRequest): Promise<EntitlementResponse> {
    const session = await this.sessions.verify(request);
    const token = readSessionCookie(request);
    if (!session || !token) return VISITOR_ENTITLEMENT;
    try {
      return await this.entitlementSource().entitlementOf(session.sub, token);
    } catch (error) {
      if (error instanceof BillingUnavailableError) {
        this.logger.warn(error.message);
        throw new ServiceUnavailableException(BILLING_UNAVAILABLE_MESSAGE);
      }
      throw error;
    }
  }

  /** Whether the request's family may have `item` (all items of the table come with the plan). */
  async isEntitled(_item: PremiumItemId, request: FastifyRequest): Promise<boolean> {
    return (await this.entitlementOf(request)).premium;
  }

  /** Throws the 403 of `item` unless the family is entitled; 503 when billing cannot tell. */
  async require(item: PremiumItemId, request: FastifyRequest): Promise<void> {
    if (!(await this.isEntitled(item, request))) throw new PremiumRequiredException(item);
  }
}

const PREMIUM_ITEM_KEY = 'universo:premium-item';

@Injectable()
export class PremiumGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: PremiumAccess,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const item = this.reflector.getAllAndOverride<PremiumItemId | undefined>(PREMIUM_ITEM_KEY, [context.getHandler(), context.getClass()]);
    if (!item) return true;
    await this.access.require(item, context.switchToHttp().getRequest<FastifyRequest>());
    return true;
  }
}

/**
 * Serves a handler (or every handler of a controller) only to families entitled to `item`:
 * others get 403 `{ statusCode, error, message, premiumItem }`, and the content is never sent.
 * The answer must not be kept by shared caches: the handler sets `Cache-Control: private`.
 */
export function RequirePremium(item: PremiumItemId) {
  return applyDecorators(SetMetadata(PREMIUM_ITEM_KEY, item), UseGuards(PremiumGuard));
}

/** The premium item RequirePremium puts on a handler or on its controller (read for the OpenAPI document). */
export function requiredPremiumItem(controller: object, handler: object): PremiumItemId | undefined {
  return (Reflect.getMetadata(PREMIUM_ITEM_KEY, handler) ?? Reflect.getMetadata(PREMIUM_ITEM_KEY, controller)) as PremiumItemId | undefined;
}

/** The 403 a family without the plan gets for `item`, as the OpenAPI document describes it. */
export function premiumErrorAnswer(item: PremiumItemId): ErrorAnswerDescription {
  return {
    status: 403,
    description: `Es parte del Plan Emprendedor Mágico (${PREMIUM_ITEMS[item].title.toLowerCase()}) y la familia no lo tiene, o nadie inició sesión; la respuesta lleva premiumItem «${item}».`,
    messages: [premiumRequiredMessage(item)],
  };
}

/**
 * Describes, for the OpenAPI document, the premium check a handler makes itself with
 * PremiumAccess.require (RequirePremium's is found without it).
 */
export function PremiumAnswer(item: PremiumItemId): MethodDecorator {
  const { status, description, messages } = premiumErrorAnswer(item);
  return ErrorAnswer(status, description, ...messages);
}
