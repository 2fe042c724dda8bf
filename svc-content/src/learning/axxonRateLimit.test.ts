import { AXXON_WRITE_KINDS, axxonLimitPerMinute } from './axxonRateLimit';

describe('AXXON write limits', () => {
  it('reads each kind its own setting', () => {
    const config = { AXXON_PROFILE_LIMIT_PER_MINUTE: 1, AXXON_PROGRESS_LIMIT_PER_MINUTE: 2, AXXON_DEMO_LIMIT_PER_MINUTE: 3 };
    expect(AXXON_WRITE_KINDS.map((kind) => axxonLimitPerMinute(config, kind))).toEqual([1, 2, 3]);
  });
});
