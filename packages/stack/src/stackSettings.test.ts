import { join } from 'node:path';
import { resolveStackSettings } from './stackSettings';

describe('resolveStackSettings', () => {
  it('takes the defaults when neither options nor environment say otherwise', () => {
    const settings = resolveStackSettings({ env: {}, root: '/repo' });
    expect(settings).toMatchObject({
      root: '/repo',
      gatewayPort: 8080,
      gatewayHost: '127.0.0.1',
      portOffset: 0,
      chatReplicas: 1,
      controlPort: undefined,
      ephemeral: false,
      dataDir: '/repo/.data',
      runDir: join('/repo/.data', 'run'),
      ownRunDir: false,
      nodeEnv: 'development',
      healthTimeoutMs: 60_000,
    });
  });

  it('reads the environment, and an option wins over it', () => {
    const env = {
      GATEWAY_PORT: '9090',
      STACK_PORT_OFFSET: '10000',
      CHAT_REPLICAS: '3',
      STACK_CONTROL_PORT: '9999',
      NODE_ENV: 'production',
      STACK_DATA_DIR: '/data',
    };
    expect(resolveStackSettings({ env, root: '/repo' })).toMatchObject({
      gatewayPort: 9090,
      portOffset: 10000,
      chatReplicas: 3,
      controlPort: 9999,
      nodeEnv: 'production',
      dataDir: '/data',
    });
    expect(resolveStackSettings({ env, root: '/repo', gatewayPort: 7070, chatReplicas: 2, nodeEnv: 'test' })).toMatchObject({
      gatewayPort: 7070,
      chatReplicas: 2,
      nodeEnv: 'test',
    });
  });

  it('makes a throwaway run folder of its own for an ephemeral stack, and not when one is given', () => {
    const throwaway = resolveStackSettings({ env: { STACK_EPHEMERAL: '1' }, root: '/repo' });
    expect(throwaway.ephemeral).toBe(true);
    expect(throwaway.ownRunDir).toBe(true);
    expect(throwaway.runDir).toMatch(/universo-stack-/);
    expect(resolveStackSettings({ env: {}, root: '/repo', ephemeral: true, runDir: '/tmp/x' })).toMatchObject({ ownRunDir: false, runDir: '/tmp/x' });
  });
});
