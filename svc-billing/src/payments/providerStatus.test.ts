import { toSubscriptionStatus } from './providerStatus';

describe('provider subscription statuses', () => {
  it('maps the four documented statuses to ours', () => {
    for (const status of ['authorized', 'pending', 'paused', 'cancelled']) expect(toSubscriptionStatus(status)).toBe(status);
  });

  it('knows nothing else', () => {
    for (const status of ['expired', 'AUTHORIZED', '', undefined, 3]) expect(toSubscriptionStatus(status)).toBeNull();
  });
});
