import { keepPrivate, PRIVATE_CACHE_CONTROL, PrivateAnswer } from './privateAnswer';

describe('private answers', () => {
  it('marks a handler with the private cache header', () => {
    class Handlers {
      read(): void {}
    }
    const descriptor = Object.getOwnPropertyDescriptor(Handlers.prototype, 'read')!;
    PrivateAnswer()(Handlers.prototype, 'read', descriptor);
    expect(Reflect.getMetadata('__headers__', descriptor.value)).toEqual([{ name: 'cache-control', value: 'private, no-store' }]);
  });

  it('keeps a plan-dependent answer out of every cache and varies it by cookie', () => {
    const headers: Record<string, string> = {};
    const reply = {
      header(name: string, value: string) {
        headers[name] = value;
        return reply;
      },
    };
    keepPrivate(reply as never);
    expect(headers).toEqual({ 'cache-control': PRIVATE_CACHE_CONTROL, vary: 'Cookie' });
  });
});
