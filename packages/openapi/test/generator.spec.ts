import type { OpenAPIObject } from '@nestjs/swagger';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServiceDocument } from '../src/document';
import type { OpenApiService } from '../src/service';
import { generatePluginMetadata, readPackageSources } from '../src/pluginMetadata';
import { documentText } from '../src/stable';
import { firstDifference } from '../src/testing';
import { PetsModule } from './fixture/src/pets.module';

/** A one-controller service (test/fixture): what the generator makes of a DTO and its routes. */
const fixture = join(__dirname, 'fixture');
const pets = {
  name: 'pets',
  title: 'Mascotas',
  description: 'Un servicio de prueba.',
  module: () => ({ module: PetsModule }),
  metadata: () => import('./fixture/src/openapi.metadata'),
  tags: { PetsController: 'Mascotas' },
  summaries: {
    PetsController_list: 'Lista las mascotas de la familia.',
    PetsController_count: 'Cuenta las mascotas.',
    PetsController_one: 'Una mascota.',
    PetsController_create: 'Añade una mascota.',
  },
};

type Operation = {
  operationId: string;
  tags: string[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown; examples?: Record<string, { value: { message: string } }> }> }>;
};
const operation = (document: OpenAPIObject, path: string, method: string): Operation => (document.paths[path] as Record<string, Operation>)[method]!;

describe('the plugin metadata (the @nestjs/swagger plugin over the sources)', () => {
  it('is the committed module of the fixture', () => {
    expect(generatePluginMetadata(fixture)).toBe(readFileSync(join(fixture, 'src', 'openapi.metadata.ts'), 'utf8'));
  });

  it('changes when a DTO rule changes, so the drift check fails until it is regenerated', () => {
    // Beside the fixture, so its tsconfig and the packages resolve the same way.
    const copy = mkdtempSync(join(__dirname, 'tmp-fixture-'));
    try {
      cpSync(fixture, copy, { recursive: true });
      const before = generatePluginMetadata(copy);
      const dto = join(copy, 'src', 'pets', 'dto', 'pet.dto.ts');
      writeFileSync(dto, readFileSync(dto, 'utf8').replace('@MaxLength(20,', '@MaxLength(10,').replace('  age?: number;', '  age: number;'));
      const after = generatePluginMetadata(copy);
      expect(after).not.toBe(before);
      expect(after).toContain('maxLength: 10');
      expect(after).toMatch(/age: \{ required: true/);
      expect(firstDifference(before, after)).toMatch(/^línea \d+: en el repositorio «.*maxLength: 20.*», generado «.*maxLength: 10.*»$/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('a service document', () => {
  let document: OpenAPIObject;
  // The answers read from the fixture's types, as `npm run openapi` reads them beside the plugin.
  const { responseBodies } = readPackageSources(fixture);
  const create = (service: OpenApiService) => createServiceDocument(service, '1.2.3', responseBodies);
  beforeAll(async () => {
    document = await create(pets);
  });

  it('is OpenAPI 3.1 with the service title, version and Spanish tags', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Mascotas', version: '1.2.3' });
    expect(document.tags).toEqual([{ name: 'Mascotas' }]);
    expect(operation(document, '/api/pets', 'get').tags).toEqual(['Mascotas']);
  });

  it('describes the body from the DTO and the answer from the return type', () => {
    expect(document.components?.schemas?.PetDto).toMatchObject({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', maxLength: 20, description: 'How the child calls the pet.' }, age: { type: 'number', minimum: 0, maximum: 30 } },
    });
    expect(operation(document, '/api/pets', 'get').responses['200']?.content?.['application/json']?.schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/PetDto' },
    });
  });

  it('takes the values of rules written with constants from the DTO class (the plugin cannot follow them)', () => {
    expect((document.components?.schemas?.PetDto as { properties: Record<string, unknown> }).properties).toMatchObject({
      nickname: { type: 'string', maxLength: 12 },
      size: { type: 'string', enum: ['pequeña', 'grande'] },
    });
  });

  it("describes an answer typed by an interface from the handler's return type", () => {
    expect(operation(document, '/api/pets/count', 'get').responses['200']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/PetCount',
    });
    // The base it extends and the named union are said once, as components, and referenced.
    expect(document.components?.schemas?.PetCount).toEqual({
      allOf: [
        { $ref: '#/components/schemas/FamilyTally' },
        {
          type: 'object',
          required: ['kind', 'since', 'wished'],
          properties: {
            names: { type: 'array', items: { type: 'string' }, description: 'The names, when the family shares them.' },
            kind: { $ref: '#/components/schemas/PetKind' },
            since: { anyOf: [{ type: 'null' }, { type: 'string', format: 'date-time' }] },
            wished: { anyOf: [{ $ref: '#/components/schemas/PetKind' }, { type: 'null' }], description: 'The kind the family would like next, if any.' },
          },
        },
      ],
    });
    expect(document.components?.schemas?.FamilyTally).toEqual({ type: 'object', required: ['total'], properties: { total: { type: 'number' } } });
    expect(document.components?.schemas?.PetKind).toEqual({ type: 'string', enum: ['gato', 'perro'] });
  });

  it('gives every operation the shared error shape, with the Spanish messages of its rules', () => {
    const create = operation(document, '/api/pets', 'post');
    const messages = Object.values(create.responses['400']?.content?.['application/json']?.examples ?? {}).map((e) => e.value.message);
    expect(messages).toEqual(
      expect.arrayContaining(['El nombre es obligatorio', 'El nombre puede tener como máximo 20 caracteres', 'La edad debe ser un número entero']),
    );
    expect(create.responses['400']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    // SessionGuard: 401; a write: 403 from another site; a body: 413 and 415; always 4XX and 503.
    expect(Object.keys(create.responses).sort()).toEqual(['201', '400', '401', '403', '413', '415', '4XX', '503']);
    expect(create.responses['401']).toEqual({ $ref: '#/components/responses/NoSession' });
    expect(Object.keys(operation(document, '/api/pets/{petId}', 'get').responses).sort()).toEqual(['200', '400', '404', '414', '4XX', '503']);
    expect(document.components?.schemas?.ApiError).toMatchObject({ required: ['statusCode', 'error', 'message'] });
  });

  it('is written the same way every time (stable key order)', async () => {
    expect(documentText(await create(pets))).toBe(documentText(document));
  });

  it('refuses a controller without a tag', async () => {
    await expect(create({ ...pets, tags: {} })).rejects.toThrow('falta la etiqueta de PetsController');
  });

  it('gives every operation its Spanish summary, keeps the doc comment as its description, and stops without one', async () => {
    expect(operation(document, '/api/pets', 'get')).toMatchObject({ summary: 'Lista las mascotas de la familia.', description: 'The pets of the family.' });
    expect(operation(document, '/api/pets/count', 'get')).toMatchObject({ summary: 'Cuenta las mascotas.' });
    const { PetsController_count: _left, ...others } = pets.summaries;
    await expect(create({ ...pets, summaries: others })).rejects.toThrow('falta el resumen en español de PetsController_count');
  });
});
