import { characterFacts, contradictions } from '@universo/characters';
import {
  CHARACTER_OPTIONS,
  EMPTY_PROFILE_FORM,
  LEVEL_OPTIONS,
  PROFILE_AGES,
  profileFormFrom,
  profileSaveErrorMessage,
  validateProfileForm,
} from './profileForm';

const VALID = { childName: '  Sofía   María ', childAge: '9', learningLevel: 'intermedio', preferredCharacter: 'chispas' };

describe('profile setup form (spec section 5)', () => {
  it('offers ages 5 to 14, three levels and four characters', () => {
    expect(PROFILE_AGES).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(LEVEL_OPTIONS.map((o) => o.id)).toEqual(['principiante', 'intermedio', 'avanzado']);
    expect(CHARACTER_OPTIONS.map((o) => o.id)).toEqual(['francesca', 'chispas', 'sombra', 'leo']);
  });

  it('requires all four fields', () => {
    const { errors, request } = validateProfileForm(EMPTY_PROFILE_FORM);
    expect(request).toBeNull();
    expect(Object.keys(errors).sort()).toEqual(['childAge', 'childName', 'learningLevel', 'preferredCharacter']);
  });

  it('builds the payload: trimmed name, numeric age', () => {
    expect(validateProfileForm(VALID)).toEqual({
      errors: {},
      request: { childName: 'Sofía María', childAge: 9, learningLevel: 'intermedio', preferredCharacter: 'chispas' },
    });
  });

  it('refuses ages outside 5 to 14, unknown levels and characters, odd names', () => {
    expect(validateProfileForm({ ...VALID, childAge: '4' }).errors.childAge).toBeDefined();
    expect(validateProfileForm({ ...VALID, childAge: '15' }).errors.childAge).toBeDefined();
    expect(validateProfileForm({ ...VALID, childAge: '5' }).request?.childAge).toBe(5);
    expect(validateProfileForm({ ...VALID, learningLevel: 'experto' }).errors.learningLevel).toBeDefined();
    expect(validateProfileForm({ ...VALID, preferredCharacter: 'don_ramon' }).errors.preferredCharacter).toBeDefined();
    expect(validateProfileForm({ ...VALID, childName: 'R2D2' }).errors.childName).toBeDefined();
    expect(validateProfileForm({ ...VALID, childName: "D'Angelo Pérez-Ruiz" }).request?.childName).toBe("D'Angelo Pérez-Ruiz");
    expect(validateProfileForm({ ...VALID, childName: 'a'.repeat(41) }).errors.childName).toMatch(/40/);
  });

  it('prefills from the saved profile, else from the user', () => {
    const profile = { childName: 'Tomás', childAge: 7, learningLevel: 'avanzado' as const, preferredCharacter: 'leo' as const, createdAt: '', updatedAt: '' };
    expect(profileFormFrom(profile, { firstName: 'Valentina', age: 8 })).toEqual({
      childName: 'Tomás',
      childAge: '7',
      learningLevel: 'avanzado',
      preferredCharacter: 'leo',
    });
    expect(profileFormFrom(null, { firstName: 'Valentina', age: 8 })).toEqual({ ...EMPTY_PROFILE_FORM, childName: 'Valentina', childAge: '8' });
    expect(profileFormFrom(undefined, { firstName: 'Ana', age: null })).toEqual({ ...EMPTY_PROFILE_FORM, childName: 'Ana' });
    expect(profileFormFrom(null, null)).toEqual(EMPTY_PROFILE_FORM);
  });

  it("shows the server's message, 'Error creando perfil', or 'Error de conexión' (spec section 8)", () => {
    const body = JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'La edad debe ser un número entero entre 5 y 14 años' });
    expect(profileSaveErrorMessage({ status: 400, message: `400: ${body}`, body })).toBe('La edad debe ser un número entero entre 5 y 14 años');
    expect(profileSaveErrorMessage({ status: 500, message: '500: Internal Server Error', body: '' })).toBe('Error creando perfil');
    expect(profileSaveErrorMessage({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBe('Error de conexión');
    expect(profileSaveErrorMessage(new Error('raro'))).toBe('Error creando perfil');
  });
});

describe('CHARACTER_OPTIONS and the books', () => {
  it('show each character with the icon and words of @universo/characters, so Leo is a boy with his lemon, not a lion', () => {
    expect(CHARACTER_OPTIONS.find((o) => o.id === 'leo')).toMatchObject({ icon: '🍋', label: 'Leo' });
    for (const option of CHARACTER_OPTIONS) {
      expect(contradictions(option.description, option.id)).toEqual([]);
      expect(option.description).toBe(characterFacts(option.id).tagline);
    }
  });
});
