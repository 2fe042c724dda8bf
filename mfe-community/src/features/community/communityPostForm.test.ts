import { type CommunityPostValues, EMPTY_COMMUNITY_POST, parseChildAge, validateCommunityPost } from './communityPostForm';

const valid: CommunityPostValues = {
  title: '  Limonada de hierbabuena ',
  description: 'Vendimos limonada en el bazar del colegio y ahorramos la ganancia.',
  childAge: '8',
  parentEmail: ' mama@example.com ',
  imageUrl: '',
};

describe('validateCommunityPost (spec section 5)', () => {
  it('sends trimmed texts, the age as a number and an empty image as null', () => {
    expect(validateCommunityPost(valid)).toEqual({
      ok: true,
      request: {
        title: 'Limonada de hierbabuena',
        description: 'Vendimos limonada en el bazar del colegio y ahorramos la ganancia.',
        childAge: 8,
        parentEmail: 'mama@example.com',
        imageUrl: null,
      },
    });
  });

  it('sends an http(s) image address', () => {
    const result = validateCommunityPost({ ...valid, imageUrl: ' https://fotos.example.com/limonada.jpg ' });
    expect(result.ok && result.request.imageUrl).toBe('https://fotos.example.com/limonada.jpg');
  });

  it('reports missing required fields (the "Campos requeridos" case)', () => {
    const result = validateCommunityPost(EMPTY_COMMUNITY_POST);
    expect(result).toEqual({
      ok: false,
      missingRequired: true,
      errors: {
        title: 'Este campo es obligatorio',
        description: 'Este campo es obligatorio',
        childAge: 'Este campo es obligatorio',
        parentEmail: 'Este campo es obligatorio',
      },
    });
  });

  it('counts blank text as missing, and does not require the image', () => {
    const result = validateCommunityPost({ ...valid, title: '   ' });
    expect(result).toMatchObject({ ok: false, missingRequired: true, errors: { title: 'Este campo es obligatorio' } });
    expect(!result.ok && result.errors.imageUrl).toBeFalsy();
  });

  it('reports filled but invalid fields without the missing-fields case', () => {
    const result = validateCommunityPost({ ...valid, title: 'Ok', description: 'Corta', childAge: '11', parentEmail: 'mama@', imageUrl: 'foto.jpg' });
    expect(result).toEqual({
      ok: false,
      missingRequired: false,
      errors: {
        title: 'El título debe tener entre 3 y 80 caracteres',
        description: 'La descripción debe tener entre 10 y 600 caracteres',
        childAge: 'La edad debe ser un número entero entre 6 y 10',
        parentEmail: 'Escribe un correo electrónico válido',
        imageUrl: 'Escribe una dirección que empiece por http:// o https://, o deja el campo vacío',
      },
    });
  });

  it('refuses addresses that are not http(s)', () => {
    expect(validateCommunityPost({ ...valid, imageUrl: 'javascript:alert(1)' })).toMatchObject({ ok: false, missingRequired: false });
  });
});

describe('parseChildAge (min 6, max 10, a whole number)', () => {
  it('accepts 6 to 10', () => {
    expect([6, 7, 8, 9, 10].map((age) => parseChildAge(String(age)))).toEqual([6, 7, 8, 9, 10]);
    expect(parseChildAge(' 9 ')).toBe(9);
  });

  it('refuses anything else', () => {
    for (const text of ['5', '11', '7.5', '-8', 'ocho', '', '1e1']) expect(parseChildAge(text)).toBeUndefined();
  });
});
