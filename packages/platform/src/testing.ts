import type { User } from './api/generated/api';

// Test data for the tests of the platform, the shell and the remotes (@universo/platform/testing):
// never imported by the apps themselves.

/** A signed-in family's adult, as GET /api/auth/user answers. */
export const FAMILY_USER: User = {
  id: 'u1',
  username: 'vale',
  email: 'v@x.co',
  firstName: 'Valentina',
  lastName: 'R',
  age: 8,
  role: 'family',
  createdAt: '',
  emailConfirmed: true,
};
