// Reading without internet: names, rules and the logout clean-up shared by the shell, its
// service worker and the remotes. No React here: the service worker bundles it too.
export { cacheRuleFor, HASHED_FILE, mayKeep, type CacheRule, type RequestFacts } from './cacheRules';
export { BACKGROUND_SYNC_DATABASE, OFFLINE_CACHE_PREFIX, OFFLINE_CACHES, PROGRESS_QUEUE_NAME, SERVICE_WORKER_MESSAGES, SERVICE_WORKER_URL } from './cacheNames';
export { clearOfflineData } from './clearOfflineData';
export { mayQueueProgressEvent, PROGRESS_EVENT_MAX_AGE_MS } from './progressQueue';
