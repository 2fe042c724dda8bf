import type { User } from '../../api/generated/api';
import { shareFirstSessionAnswer, takeFirstSessionAnswer } from './getCurrentUser';

const user = { id: 'u1', username: 'vale', email: 'v@x.co', firstName: 'Valentina', lastName: 'R', age: 8, role: 'family', createdAt: '' } as User;

describe('the first session answer shared with the shell', () => {
  afterEach(async () => {
    await takeFirstSessionAnswer();
  });

  it('is nothing when the shell shared no request', async () => {
    await expect(takeFirstSessionAnswer()).resolves.toBeUndefined();
  });

  it('gives the shared answer to the first query only, so later ones ask the server', async () => {
    shareFirstSessionAnswer(Promise.resolve(user));
    await expect(takeFirstSessionAnswer()).resolves.toBe(user);
    await expect(takeFirstSessionAnswer()).resolves.toBeUndefined();
  });

  it('passes on "nobody logged in" as null', async () => {
    shareFirstSessionAnswer(Promise.resolve(null));
    await expect(takeFirstSessionAnswer()).resolves.toBeNull();
  });
});
