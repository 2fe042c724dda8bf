import { gatewayRatio, verdict } from './throughput';

const run = (requestsPerSecond: number, p99Ms = 5, errors = 0) => ({ label: 'x', requestsPerSecond, p99Ms, errors });

describe('gatewayRatio', () => {
  it('compares the mean rate of alternating rounds, keeps the worst p99 and sums errors', () => {
    const result = gatewayRatio('/api/books', [run(40_000), run(60_000)], [run(14_000, 9), run(16_000, 12, 1)]);
    expect(result).toEqual({ path: '/api/books', bareRequestsPerSecond: 50_000, gatewayRequestsPerSecond: 15_000, ratio: 0.3, gatewayP99Ms: 12, errors: 1 });
  });

  it('is 0 when bare Node did not run', () => {
    expect(gatewayRatio('/api/blog', [], [run(1000)]).ratio).toBe(0);
  });

  it('says loudly when a target is missed', () => {
    expect(verdict(true)).toBe('cumple');
    expect(verdict(false)).toMatch(/NO CUMPLE/);
  });
});
