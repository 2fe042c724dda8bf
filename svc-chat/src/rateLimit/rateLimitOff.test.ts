import 'reflect-metadata';
import { loadConfig } from '@universo/service-kit';
import { ChatConfig, RATE_LIMIT_OFF_IN_PRODUCTION } from '../config';
import { rateLimitOff } from './rateLimit.module';

const base = {
  PORT: '3003',
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/francesca_chat',
  SESSION_SECRET: 'Zq8'.repeat(14),
  BILLING_URL: 'http://127.0.0.1:3004',
  CONTENT_URL: 'http://127.0.0.1:3002',
};

describe('CHAT_RATE_LIMIT_OFF (the load benchmark’s switch)', () => {
  it('keeps the limits by default', () => {
    expect(rateLimitOff(loadConfig(ChatConfig, base))).toBe(false);
    expect(rateLimitOff(loadConfig(ChatConfig, { ...base, NODE_ENV: 'production' }))).toBe(false);
  });

  it('lifts them outside production only when asked', () => {
    expect(rateLimitOff(loadConfig(ChatConfig, { ...base, CHAT_RATE_LIMIT_OFF: 'true' }))).toBe(true);
    expect(rateLimitOff(loadConfig(ChatConfig, { ...base, NODE_ENV: 'test', CHAT_RATE_LIMIT_OFF: 'true' }))).toBe(true);
    expect(rateLimitOff(loadConfig(ChatConfig, { ...base, CHAT_RATE_LIMIT_OFF: 'false' }))).toBe(false);
  });

  it('refuses to start in production with the limits lifted', () => {
    expect(() => loadConfig(ChatConfig, { ...base, NODE_ENV: 'production', CHAT_RATE_LIMIT_OFF: 'true' })).toThrow(RATE_LIMIT_OFF_IN_PRODUCTION);
    expect(() => loadConfig(ChatConfig, { ...base, NODE_ENV: 'production', CHAT_RATE_LIMIT_OFF: 'false' })).not.toThrow();
  });

  it('refuses anything but true or false', () => {
    expect(() => loadConfig(ChatConfig, { ...base, CHAT_RATE_LIMIT_OFF: 'yes' })).toThrow(/CHAT_RATE_LIMIT_OFF debe ser true o false/);
  });
});
