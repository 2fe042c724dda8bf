import { metricSample } from '../testing';
import { pgPoolStats, ServiceMetrics } from './serviceMetrics';

describe('ServiceMetrics', () => {
  it('ends a request once: a hang-up after the answer does not count it out twice, and a hang-up alone is timed as nothing', async () => {
    const metrics = new ServiceMetrics('chat', { defaultMetrics: false });
    const answered = metrics.requestStarted();
    const hungUp = metrics.requestStarted();
    expect(metricSample(await metrics.text(), 'universo_http_requests_in_flight')).toBe(2);
    answered('POST', '/api/chat', 201);
    answered('POST', '/api/chat', 0);
    hungUp('POST', '/api/chat', 0);
    const text = await metrics.text();
    expect(metricSample(text, 'universo_http_requests_in_flight')).toBe(0);
    expect(metricSample(text, 'universo_http_request_duration_seconds_count', { route: '/api/chat', status: '201' })).toBe(1);
    expect(metricSample(text, 'universo_http_request_duration_seconds_count', { status: '0' })).toBeUndefined();
  });

  it('exports the chat counter from svc-chat only, each outcome from zero', async () => {
    const chat = new ServiceMetrics('chat', { defaultMetrics: false });
    const auth = new ServiceMetrics('auth', { defaultMetrics: false });
    for (const outcome of ['reply', 'premium_refused', 'consent_refused', 'rate_limited']) {
      expect(metricSample(await chat.text(), 'universo_chat_messages_total', { outcome, service: 'svc-chat' })).toBe(0);
    }
    expect(auth.names()).not.toContain('universo_chat_messages_total');
    expect(auth.names()).toContain('universo_http_request_duration_seconds');
  });

  it('reads a pg pool, and leaves the pool gauges empty without one', async () => {
    expect(pgPoolStats({ totalCount: 4, idleCount: 1, waitingCount: 2, options: { max: 10 } })).toEqual({ total: 4, idle: 1, waiting: 2, max: 10 });
    expect(pgPoolStats(undefined)).toBeUndefined();
    expect(pgPoolStats({})).toBeUndefined();
    const metrics = new ServiceMetrics('auth', { defaultMetrics: false });
    expect(metricSample(await metrics.text(), 'universo_db_pool_connections')).toBeUndefined();
    metrics.watchPool(() => pgPoolStats({ totalCount: 4, idleCount: 1, waitingCount: 2, options: { max: 10 } }));
    const text = await metrics.text();
    expect(metricSample(text, 'universo_db_pool_connections', { state: 'busy' })).toBe(3);
    expect(metricSample(text, 'universo_db_pool_connections', { state: 'idle' })).toBe(1);
    expect(metricSample(text, 'universo_db_pool_waiting_queries')).toBe(2);
    expect(metricSample(text, 'universo_db_pool_max_connections')).toBe(10);
  });
});
