import { MAX_CHILDREN_PER_FAMILY } from '@universo/contracts';
import { CHILDREN_MESSAGES } from '../children.messages';
import { avatarProblem, firstChildOf, mayAddChild, playingChildOf } from './childRules';

describe('mayAddChild', () => {
  it('lets a family have up to five children', () => {
    expect(MAX_CHILDREN_PER_FAMILY).toBe(5);
    expect(mayAddChild(0)).toBe(true);
    expect(mayAddChild(4)).toBe(true);
    expect(mayAddChild(5)).toBe(false);
    expect(mayAddChild(6)).toBe(false);
  });

  it('follows the limit it is given', () => {
    expect(mayAddChild(1, 2)).toBe(true);
    expect(mayAddChild(2, 2)).toBe(false);
  });
});

describe('avatarProblem', () => {
  it('accepts only the fixed avatars', () => {
    expect(avatarProblem('zorro')).toBeNull();
    expect(avatarProblem('foto.png')).toBe(CHILDREN_MESSAGES.avatar);
    expect(avatarProblem(undefined)).toBe(CHILDREN_MESSAGES.avatar);
  });
});

describe('firstChildOf', () => {
  it('takes the child name and age the adult wrote at registration', () => {
    expect(firstChildOf({ firstName: '  María   José ', age: 7 })).toEqual({
      childName: 'María José',
      childAge: 7,
      learningLevel: 'principiante',
      preferredCharacter: 'francesca',
      avatar: 'estrella',
    });
  });

  it('keeps the first word of a name the profile rule refuses', () => {
    expect(firstChildOf({ firstName: 'Ana3 Sofía', age: 8 })?.childName).toBe('Ana');
    expect(firstChildOf({ firstName: 'Valentina_R', age: 8 })?.childName).toBe('Valentina');
  });

  it('has no first child without a usable name or age', () => {
    expect(firstChildOf({ firstName: 'Administración', age: null })).toBeNull();
    expect(firstChildOf({ firstName: '123', age: 8 })).toBeNull();
    expect(firstChildOf({ firstName: 'Lía', age: 30 })).toBeNull();
  });
});

describe('playingChildOf', () => {
  const children = [{ id: 'a' }, { id: 'b' }];

  it('is the chosen child while it exists, else the oldest, else nobody', () => {
    expect(playingChildOf(children, 'b')).toEqual({ id: 'b' });
    expect(playingChildOf(children, 'gone')).toEqual({ id: 'a' });
    expect(playingChildOf(children, null)).toEqual({ id: 'a' });
    expect(playingChildOf([], 'a')).toBeNull();
  });
});
