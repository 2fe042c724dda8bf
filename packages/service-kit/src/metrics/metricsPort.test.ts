import 'reflect-metadata';
import { BaseServiceConfig, loadConfig, metricsPort } from '../config';

const base = { PORT: '3003', DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/francesca_chat', SESSION_SECRET: 'Zq8'.repeat(14) };

describe('the internal metrics port', () => {
  it('is PORT + 6000 by default, METRICS_PORT when given (0: any free port)', () => {
    expect(metricsPort(loadConfig(BaseServiceConfig, base))).toBe(9003);
    expect(metricsPort(loadConfig(BaseServiceConfig, { ...base, METRICS_PORT: '9464' }))).toBe(9464);
    expect(metricsPort(loadConfig(BaseServiceConfig, { ...base, METRICS_PORT: '0' }))).toBe(0);
  });

  it('refuses a port that is not one, the public port itself, or a default out of range', () => {
    expect(() => loadConfig(BaseServiceConfig, { ...base, METRICS_PORT: 'nueve' })).toThrow('METRICS_PORT debe ser un número de puerto');
    expect(() => loadConfig(BaseServiceConfig, { ...base, METRICS_PORT: '70000' })).toThrow('METRICS_PORT debe ser un número de puerto');
    expect(() => loadConfig(BaseServiceConfig, { ...base, METRICS_PORT: '3003' })).toThrow('METRICS_PORT debe ser distinto de PORT');
    expect(() => loadConfig(BaseServiceConfig, { ...base, PORT: '60000' })).toThrow('indica METRICS_PORT');
  });
});
