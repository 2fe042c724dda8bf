import type { User } from '../api/generated/auth';
import { userOfSessionAnswer } from './sessionAnswer';

const user = {
  id: 'u1',
  username: 'vale',
  email: 'v@x.co',
  firstName: 'Valentina',
  lastName: 'R',
  age: 8,
  role: 'family',
  createdAt: '',
  emailConfirmed: true,
} as User;

describe('userOfSessionAnswer (GET /api/auth/session)', () => {
  it('gives the user of an active session', () => {
    expect(userOfSessionAnswer({ active: true, user })).toBe(user);
  });

  it('reads a visitor as nobody logged in', () => {
    expect(userOfSessionAnswer({ active: false })).toBeNull();
  });

  it('reads an active session without its account as nobody logged in', () => {
    expect(userOfSessionAnswer({ active: true })).toBeNull();
    expect(userOfSessionAnswer({ active: true, user: { id: 'u1' } })).toBeNull();
  });

  it.each([[null], ['texto'], [user], [{ active: 'yes' }], [[]]])('refuses %p, which is no session answer', (body) => {
    expect(userOfSessionAnswer(body)).toBeUndefined();
  });
});
