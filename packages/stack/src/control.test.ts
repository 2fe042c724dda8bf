import { controlRoute } from './control';
import { planInstances } from './env';
import { matchInstances } from './stack';

describe('controlRoute', () => {
  it('routes stop, start and the list', () => {
    expect(controlRoute('POST', '/services/content/stop')).toEqual({ action: 'stop', name: 'content' });
    expect(controlRoute('POST', '/services/svc-chat%232/start')).toEqual({ action: 'start', name: 'svc-chat#2' });
    expect(controlRoute('GET', '/services')).toEqual({ action: 'list' });
    expect(controlRoute('GET', '/services/content/stop')).toBeUndefined();
    expect(controlRoute('POST', '/services/content/restart')).toBeUndefined();
  });
});

describe('matchInstances', () => {
  const services = [
    { kind: 'service' as const, name: 'content', dir: 'svc-content', port: 3002, database: 'c', api: ['/api/books'], scalable: false },
    { kind: 'service' as const, name: 'chat', dir: 'svc-chat', port: 3003, database: 'h', api: ['/api/chat'], scalable: true },
  ];
  const items = planInstances({ services }, { replicas: { chat: 2 } }).map((instance) => ({ instance }));
  const ids = (name: string) => matchInstances(items, name).map((i) => i.instance.id);

  it('accepts the route-table name, the folder or one replica', () => {
    expect(ids('content')).toEqual(['svc-content']);
    expect(ids('svc-chat')).toEqual(['svc-chat#1', 'svc-chat#2']);
    expect(ids('chat')).toEqual(['svc-chat#1', 'svc-chat#2']);
    expect(ids('svc-chat#2')).toEqual(['svc-chat#2']);
    expect(() => ids('billing')).toThrow(/desconocido/);
  });
});
