import { characterFacts, contradictions } from '@universo/characters';
import { CHILD_PROFILE_RULES, formProblems } from '@universo/contracts';
import { CHARACTER_OPTIONS, EMPTY_PROFILE_FORM, LEVEL_OPTIONS, PROFILE_AGES, profileFormFrom, profileRequest, profileSaveErrorMessage } from './profileForm';

const problems = (values: typeof VALID) => formProblems(CHILD_PROFILE_RULES, values);

const VALID = { childName: '  Sofía   María ', childAge: '9', learningLevel: 'intermedio', preferredCharacter: 'chispas' };

describe('profile setup form (spec section 5)', () => {
  it('offers ages 5 to 14, three levels and four characters', () => {
    expect(PROFILE_AGES).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(LEVEL_OPTIONS.map((o) => o.id)).toEqual(['principiante', 'intermedio', 'avanzado']);
    expect(CHARACTER_OPTIONS.map((o) => o.id)).toEqual(['francesca', 'chispas', 'sombra', 'leo']);
  });

  it('requires all four fields, with the service’s messages', () => {
    const empty = problems(EMPTY_PROFILE_FORM);
    expect(Object.keys(empty)).toEqual(['childName', 'childAge', 'learningLevel', 'preferredCharacter']);
    expect(empty.childName).toBe('Escribe el nombre de tu hijo o hija');
    expect(empty.childAge).toBe('La edad debe ser un número entero entre 5 y 14 años');
    expect(empty.preferredCharacter).toBe('Elige un personaje: Francesca, Chispas, Sombra o Leo');
  });

  it('builds the payload: the name as the service stores it, numeric age', () => {
    expect(problems(VALID)).toEqual({});
    expect(profileRequest(VALID)).toEqual({ childName: 'Sofía María', childAge: 9, learningLevel: 'intermedio', preferredCharacter: 'chispas' });
  });

  it('refuses ages outside 5 to 14, unknown levels and characters, odd names', () => {
    expect(problems({ ...VALID, childAge: '4' })).toHaveProperty('childAge');
    expect(problems({ ...VALID, childAge: '15' })).toHaveProperty('childAge');
    expect(problems({ ...VALID, childAge: '5' })).toEqual({});
    expect(problems({ ...VALID, learningLevel: 'experto' })).toHaveProperty('learningLevel');
    expect(problems({ ...VALID, preferredCharacter: 'don_ramon' })).toHaveProperty('preferredCharacter');
    expect(problems({ ...VALID, childName: 'R2D2' })).toHaveProperty('childName');
    expect(problems({ ...VALID, childName: "D'Angelo Pérez-Ruiz" })).toEqual({});
    expect(problems({ ...VALID, childName: 'a'.repeat(41) }).childName).toMatch(/40/);
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
