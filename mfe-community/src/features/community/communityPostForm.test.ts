import { COMMUNITY_POST_RULES, emptyValues, formProblems } from '@universo/contracts';
import { communityPostRequest, type CommunityPostValues, PHOTO_ACCEPT, photoFileProblem, photoUploadFailure, uploadProgressLabel } from './communityPostForm';

const valid: CommunityPostValues = {
  title: '  Limonada de hierbabuena ',
  description: 'Vendimos limonada en el bazar del colegio y ahorramos la ganancia.',
  childAge: '8',
  parentEmail: ' mama@example.com ',
};

describe('the community post (spec section 5)', () => {
  it('sends trimmed texts, the age as a number and no photo as null', () => {
    expect(formProblems(COMMUNITY_POST_RULES, valid)).toEqual({});
    expect(communityPostRequest(valid, null)).toEqual({
      title: 'Limonada de hierbabuena',
      description: 'Vendimos limonada en el bazar del colegio y ahorramos la ganancia.',
      childAge: 8,
      parentEmail: 'mama@example.com',
      imageUrl: null,
    });
  });

  it('sends the address the service gave the uploaded photo', () => {
    const url = '/api/community/images/3f2a6f5e-2b7c-4d1e-9a0b-8c7d6e5f4a3b';
    expect(communityPostRequest(valid, url).imageUrl).toBe(url);
  });

  it('every field is required, blank text counts as missing, with the service’s messages', () => {
    expect(formProblems(COMMUNITY_POST_RULES, emptyValues(COMMUNITY_POST_RULES))).toEqual({
      title: 'El título es obligatorio',
      description: 'La descripción es obligatoria',
      childAge: 'La edad del niño o la niña es obligatoria',
      parentEmail: 'El correo del padre, la madre o el acudiente es obligatorio',
    });
    expect(formProblems(COMMUNITY_POST_RULES, { ...valid, title: '   ' })).toEqual({ title: 'El título es obligatorio' });
  });

  it('says what is wrong with filled but invalid fields (age 6 to 10, a whole number)', () => {
    expect(formProblems(COMMUNITY_POST_RULES, { title: 'Ok', description: 'Corta', childAge: '11', parentEmail: 'mama@' })).toEqual({
      title: 'El título debe tener entre 3 y 80 caracteres',
      description: 'La descripción debe tener entre 10 y 600 caracteres',
      childAge: 'La edad debe ser un número entero entre 6 y 10',
      parentEmail: 'El correo del padre, la madre o el acudiente no es válido',
    });
    for (const age of ['5', '7.5', '-8', 'ocho', '1e1']) expect(formProblems(COMMUNITY_POST_RULES, { ...valid, childAge: age })).toHaveProperty('childAge');
    for (const age of ['6', ' 9 ', '10']) expect(formProblems(COMMUNITY_POST_RULES, { ...valid, childAge: age })).toEqual({});
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
