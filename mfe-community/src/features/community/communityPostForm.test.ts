import {
  type CommunityPostValues,
  EMPTY_COMMUNITY_POST,
  parseChildAge,
  PHOTO_ACCEPT,
  photoFileProblem,
  photoUploadFailure,
  uploadProgressLabel,
  validateCommunityPost,
} from './communityPostForm';

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

  it('sends the address the service gave the uploaded photo', () => {
    const result = validateCommunityPost({ ...valid, imageUrl: '/api/community/images/3f2a6f5e-2b7c-4d1e-9a0b-8c7d6e5f4a3b' });
    expect(result.ok && result.request.imageUrl).toBe('/api/community/images/3f2a6f5e-2b7c-4d1e-9a0b-8c7d6e5f4a3b');
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
    const result = validateCommunityPost({ ...valid, title: 'Ok', description: 'Corta', childAge: '11', parentEmail: 'mama@' });
    expect(result).toEqual({
      ok: false,
      missingRequired: false,
      errors: {
        title: 'El título debe tener entre 3 y 80 caracteres',
        description: 'La descripción debe tener entre 10 y 600 caracteres',
        childAge: 'La edad debe ser un número entero entre 6 y 10',
        parentEmail: 'Escribe un correo electrónico válido',
      },
    });
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

describe('the photo', () => {
  const MB = 1024 * 1024;

  it('offers and accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp');
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'IMAGE/JPEG']) expect(photoFileProblem({ type, size: 2 * MB })).toBeUndefined();
    expect(photoFileProblem({ type: 'image/jpeg', size: 5 * MB })).toBeUndefined();
  });

  it('says in Spanish what is wrong with another file, before uploading it', () => {
    expect(photoFileProblem({ type: 'text/plain', size: 10 })).toBe('Elige una foto JPEG, PNG o WebP.');
    expect(photoFileProblem({ type: 'image/heic', size: 10 })).toBe('Elige una foto JPEG, PNG o WebP.');
    expect(photoFileProblem({ type: '', size: 10 })).toBe('Elige una foto JPEG, PNG o WebP.');
    expect(photoFileProblem({ type: 'image/png', size: 5 * MB + 1 })).toBe('La foto pesa demasiado: como máximo 5 MB.');
    expect(photoFileProblem({ type: 'image/png', size: 0 })).toBe('El archivo está vacío. Elige otra foto.');
  });

  it('shows the service’s reason for a refusal, and its own words for a failure', () => {
    const refused = { status: 400, message: '400: ...', body: '{"statusCode":400,"message":"El archivo no es una imagen JPEG, PNG o WebP válida."}' };
    expect(photoUploadFailure(refused)).toBe('El archivo no es una imagen JPEG, PNG o WebP válida.');
    expect(photoUploadFailure({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBe(
      'No se pudo subir la foto. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(photoUploadFailure({ status: 503, message: '503: ...', body: '{"message":"El servicio no está disponible"}' })).toBe(
      'No se pudo subir la foto. Revisa tu conexión e inténtalo de nuevo.',
    );
  });

  it('counts the progress in whole percent', () => {
    expect([0, 0.456, 1, 1.2].map(uploadProgressLabel)).toEqual([
      'Subiendo la foto… 0 %',
      'Subiendo la foto… 45 %',
      'Subiendo la foto… 100 %',
      'Subiendo la foto… 100 %',
    ]);
  });
});
