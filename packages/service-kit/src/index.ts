export { ApiExceptionFilter } from './apiExceptionFilter';
export { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, RETRY_AFTER_SECONDS, toApiError } from './apiError';
export { createServiceApp, registeredRoutes, type RegisteredRoute, runService } from './bootstrap';
export { runServiceMain, type ServiceMain } from './serviceMain';
export { isMigrateOnly, MIGRATE_ONLY_FLAG, migrationUrlFrom, runMigrationsOnly } from './migrateOnly';
export { type MigrationSteps, sqlMigration } from './migrations';
export * from './columns';
export { CREATED_AT, createTableSql, UUID_KEY } from './tableSql';
export { hashLinkToken, LINK_TOKEN_PATTERN, newLinkToken } from './linkTokens';
export {
  clusterRolesSql,
  clusterRolesSqlWith,
  databaseRoleNames,
  databaseRolesSql,
  provisionDatabaseRoles,
  roleUrl,
  type DatabaseRoleNames,
  type DatabaseRolePasswords,
} from './databaseRoles';
export { HTTP_URL_RULES, HttpUrlSetting, IntegerSetting, type IntegerSettingRules } from './settings';
export { BaseServiceConfig, cookieSecure, DEFAULT_SMTP_URL, loadConfig, METRICS_PORT_OFFSET, metricsPort, smtpUrl } from './config';
export * from './metrics/metricDefinitions';
export { METRICS_PATH, MetricsServer } from './metrics/metricsServer';
export { pgPoolStats, type PoolStats, ServiceMetrics, UNMATCHED_ROUTE } from './metrics/serviceMetrics';
export { HealthController } from './health.controller';
export { getAsFamily, getPublic, type PeerAnswer } from './peerRequest';
export { currentRequestId, peerHeaders, REQUEST_ID_HEADER, requestIdFrom } from './requestContext';
export {
  etagMatches,
  PUBLIC_READ_CACHE_CONTROL,
  PUBLIC_READ_MAX_AGE_SECONDS,
  PublicRead,
  PublicReadInterceptor,
  publicReadEtagHook,
  weakEtag,
} from './publicRead';
export { keepPrivate, PRIVATE_CACHE_CONTROL, PrivateAnswer } from './privateAnswer';
export { ALLOW_CROSS_SITE, AllowCrossSite, isSameSiteRequest, SameSiteGuard } from './sameSiteGuard';
export { SESSION_COOKIE, signSessionToken, verifySessionToken, type SessionClaims } from './session';
export {
  ADMIN_STATUS_PATH,
  ADMIN_STATUS_SOURCE,
  type AdminStatusSource,
  AdminStatusUnavailableError,
  DEFAULT_ADMIN_CHECK_CACHE_SECONDS,
  RemoteAdminStatus,
  type RemoteAdminStatusOptions,
} from './adminStatus';
export {
  ADMIN_CHECK_UNAVAILABLE_MESSAGE,
  adminCheckSettings,
  AdminGuard,
  ADMINS_ONLY_MESSAGE,
  CurrentSession,
  NOT_LOGGED_IN_MESSAGE,
  SecondFactorRequiredException,
  readSessionCookie,
  sessionCheckSettings,
  SessionGuard,
  SessionReader,
} from './sessionAccess';
export {
  DEFAULT_SESSION_CHECK_CACHE_SECONDS,
  RemoteSessionStatus,
  type RemoteSessionStatusOptions,
  SESSION_STATUS_PATH,
  SESSION_STATUS_SOURCE,
  type SessionStatusResponse,
  type SessionStatusSource,
} from './sessionStatus';
export {
  BILLING_UNAVAILABLE_MESSAGE,
  ENTITLEMENT_SOURCE,
  type EntitlementSource,
  PremiumAccess,
  PremiumAnswer,
  premiumErrorAnswer,
  PremiumGuard,
  PremiumRequiredException,
  RemoteEntitlementSource,
  RequirePremium,
  requiredPremiumItem,
} from './premium/premiumAccess';
export { BillingEntitlementClient, BillingUnavailableError, VISITOR_ENTITLEMENT } from './premium/billingEntitlementClient';
export { EntitlementCache } from './premium/entitlementCache';
export { ServiceKitModule, type ServiceKitOptions } from './serviceKit.module';
export { familyOrAddressTracker, SpanishThrottlerGuard, TOO_MANY_REQUESTS_MESSAGE } from './throttle';
export { createRateLimitTableSql, PostgresThrottlerStorage } from './rateLimit/postgresThrottlerStorage';
export { type OwnThrottler, type OwnThrottlerSpec, ownThrottler } from './rateLimit/ownThrottler';
export { limitsBySetting } from './rateLimit/limitsBySetting';
export { SERVICE_CONFIG, SERVICE_NAME } from './tokens';
export { createValidationPipe } from './validation';
export * from './familyData';
export * from './retention';
export { BODY_MESSAGES, BodyPolicy, type BodyPolicyOptions, bodyPolicyOf, DEFAULT_BODY_LIMIT_BYTES } from './requestBody';
export { BAD_URL_MESSAGE, URL_TOO_LONG_MESSAGE } from './urlErrors';
export { ERROR_ANSWERS, ErrorAnswer, type ErrorAnswerDescription, errorAnswersOf } from './errorAnswers';
