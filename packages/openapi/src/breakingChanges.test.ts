import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { breakingChanges, type ContractDocument } from './breakingChanges';

/** A small service: a list and a page of books, and a form that adds one. */
function library(): ContractDocument & {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, Record<string, unknown>> };
} {
  return {
    paths: {
      '/api/books': {
        get: {
          parameters: [{ in: 'query', name: 'level', required: false, schema: { type: 'string', enum: ['inicial', 'avanzado'] } }],
          responses: {
            '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Book' } } } } },
            '4XX': { $ref: '#/components/responses/ClientError' },
          },
        },
        post: {
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/BookDto' } } } },
          responses: { '201': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Book' } } } } },
        },
      },
      '/api/books/{id}': {
        get: {
          parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string', format: 'uuid' } }],
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Book' } } } } },
        },
      },
    },
    components: {
      schemas: {
        Book: {
          type: 'object',
          required: ['id', 'title', 'level', 'pages'],
          properties: {
            id: { type: 'string' },
            title: { type: 'string' },
            level: { type: 'string', enum: ['inicial', 'avanzado'] },
            pages: { type: 'integer' },
            cover: { anyOf: [{ type: 'null' }, { type: 'string' }] },
            // Recursive: the comparison must end.
            related: { type: 'array', items: { $ref: '#/components/schemas/Book' } },
          },
        },
        BookDto: {
          type: 'object',
          required: ['title', 'level'],
          properties: {
            title: { type: 'string', maxLength: 80 },
            level: { type: 'string', enum: ['inicial', 'avanzado'] },
            pages: { type: 'integer', minimum: 1 },
            note: { type: 'string' },
          },
        },
      },
      responses: { ClientError: { description: 'error', content: { 'application/json': { schema: { type: 'object' } } } } },
    },
  };
}

type Library = ReturnType<typeof library>;
const changed = (edit: (doc: Library) => void): string[] => {
  const after = library();
  edit(after);
  return breakingChanges(library(), after);
};
const book = (doc: Library) => doc.components.schemas.Book as { properties: Record<string, Record<string, unknown>>; required: string[] };
const dto = (doc: Library) => doc.components.schemas.BookDto as { properties: Record<string, Record<string, unknown>>; required: string[] };
/** Book said as a base it extends (`allOf`): `id` and `title` in `BookBase`, the rest its own. */
const extendingBase = (doc: Library): void => {
  const { properties, required } = book(doc);
  const base = ['id', 'title'];
  const pick = (names: string[]) => Object.fromEntries(Object.entries(properties).filter(([name]) => names.includes(name)));
  const own = Object.keys(properties).filter((name) => !base.includes(name));
  doc.components.schemas.BookBase = { type: 'object', required: required.filter((f) => base.includes(f)), properties: pick(base) };
  doc.components.schemas.Book = {
    allOf: [{ $ref: '#/components/schemas/BookBase' }, { type: 'object', required: required.filter((f) => !base.includes(f)), properties: pick(own) }],
  };
};
/** The book levels named once as a component and referenced by the answer and the form. */
const namedLevels = (doc: Library): void => {
  doc.components.schemas.Level = book(doc).properties.level!;
  book(doc).properties.level = { $ref: '#/components/schemas/Level' };
  dto(doc).properties.level = { $ref: '#/components/schemas/Level' };
};

describe('breakingChanges', () => {
  it('finds nothing between a document and itself', () => {
    expect(breakingChanges(library(), library())).toEqual([]);
  });

  describe('a deliberately incompatible change is reported', () => {
    it.each<[string, (doc: Library) => void, string]>([
      ['a removed operation', (doc) => delete doc.paths['/api/books']!.post, 'POST /api/books: se quitó la operación'],
      ['a removed path', (doc) => delete doc.paths['/api/books/{id}'], 'GET /api/books/{id}: se quitó la operación'],
      ['a removed response field', (doc) => delete book(doc).properties.title, 'GET /api/books/{id} 200 title: se quitó el campo de la respuesta'],
      [
        'a field removed from the base an answer extends',
        (doc) => {
          extendingBase(doc);
          const base = doc.components.schemas.BookBase as { properties: Record<string, unknown>; required: string[] };
          delete base.properties.title;
          base.required = ['id'];
        },
        'GET /api/books/{id} 200 title: se quitó el campo de la respuesta',
      ],
      [
        'a value taken from an enum named as a component',
        (doc) => {
          namedLevels(doc);
          doc.components.schemas.Level = { type: 'string', enum: ['inicial'] };
        },
        'POST /api/books petición level: se quitó el valor "avanzado"',
      ],
      [
        'a response field no longer required',
        (doc) => (book(doc).required = book(doc).required.filter((f) => f !== 'pages')),
        'GET /api/books/{id} 200 pages: el campo de la respuesta puede faltar ahora',
      ],
      [
        'a response field of another type',
        (doc) => (book(doc).properties.pages = { type: 'string' }),
        'GET /api/books/{id} 200 pages: el tipo cambió (antes integer, ahora string)',
      ],
      [
        'a response field that may now be null',
        (doc) => (book(doc).properties.title = { type: ['string', 'null'] }),
        'GET /api/books/{id} 200 title: el tipo cambió (antes string, ahora string | null)',
      ],
      [
        'an integer widened to any number in a response',
        (doc) => (book(doc).properties.pages = { type: 'number' }),
        'GET /api/books/{id} 200 pages: el tipo cambió (antes integer, ahora number)',
      ],
      [
        'a field removed deep in a list of a recursive schema',
        (doc) => delete book(doc).properties.id,
        'GET /api/books 200 [].id: se quitó el campo de la respuesta',
      ],
      [
        'a removed success answer',
        (doc) => delete (doc.paths['/api/books']!.post!.responses as Record<string, unknown>)['201'],
        'POST /api/books: se quitó la respuesta 201',
      ],
      [
        'a newly required request field',
        (doc) => dto(doc).required.push('pages'),
        'POST /api/books petición pages: el campo de la petición es obligatorio ahora',
      ],
      [
        'a new required request field',
        (doc) => {
          dto(doc).properties.isbn = { type: 'string' };
          dto(doc).required.push('isbn');
        },
        'POST /api/books petición isbn: el campo de la petición es obligatorio ahora',
      ],
      [
        'a removed request field',
        (doc) => delete dto(doc).properties.note,
        'POST /api/books petición note: se quitó el campo de la petición (quien lo envíe recibe un 400)',
      ],
      [
        'a removed enum value in a request',
        (doc) => (dto(doc).properties.level!.enum = ['inicial']),
        'POST /api/books petición level: se quitó el valor "avanzado"',
      ],
      [
        'a narrowed request type',
        (doc) => (dto(doc).properties.note = { type: 'integer' }),
        'POST /api/books petición note: el tipo se estrechó (antes string, ahora integer)',
      ],
      ['a shorter maximum length', (doc) => (dto(doc).properties.title!.maxLength = 40), 'POST /api/books petición title: maxLength baja de 80 a 40'],
      ['a higher minimum', (doc) => (dto(doc).properties.pages!.minimum = 10), 'POST /api/books petición pages: minimum sube de 1 a 10'],
      ['a new pattern', (doc) => (dto(doc).properties.note!.pattern = '^[a-z]+$'), 'POST /api/books petición note: el patrón pasa de ninguno a ^[a-z]+$'],
      [
        'a removed value of a query parameter',
        (doc) => ((doc.paths['/api/books']!.get!.parameters as { schema: { enum: string[] } }[])[0]!.schema.enum = ['inicial']),
        'GET /api/books parámetro query level: se quitó el valor "avanzado"',
      ],
      [
        'a query parameter now required',
        (doc) => ((doc.paths['/api/books']!.get!.parameters as { required: boolean }[])[0]!.required = true),
        'GET /api/books: el parámetro query level es obligatorio ahora',
      ],
      [
        'a removed query parameter',
        (doc) => (doc.paths['/api/books']!.get!.parameters = []),
        'GET /api/books: se quitó el parámetro query level (quien lo envíe recibe un 400)',
      ],
      [
        'a response in another media type',
        (doc) => {
          const ok = (doc.paths['/api/books/{id}']!.get!.responses as Record<string, { content: Record<string, unknown> }>)['200']!;
          ok.content = { 'text/plain': { schema: { type: 'string' } } };
        },
        'GET /api/books/{id} 200: la respuesta ya no es application/json',
      ],
    ])('%s', (_name, edit, expected) => {
      expect(changed(edit)).toContain(expected);
    });
  });

  describe('a compatible change passes', () => {
    it.each<[string, (doc: Library) => void]>([
      ['a new operation', (doc) => (doc.paths['/api/authors'] = { get: { responses: { '200': { description: 'ok' } } } })],
      [
        'a new response field',
        (doc) => {
          book(doc).properties.author = { type: 'string' };
          book(doc).required.push('author');
        },
      ],
      ['a response field now always present', (doc) => book(doc).required.push('cover')],
      ['a response field that can no longer be null', (doc) => (book(doc).properties.cover = { type: 'string' })],
      ['a new enum value in a response (clients tolerate unknown values)', (doc) => (book(doc).properties.level!.enum = ['inicial', 'avanzado', 'experto'])],
      ['a new optional request field', (doc) => (dto(doc).properties.subtitle = { type: 'string' })],
      ['a request field no longer required', (doc) => (dto(doc).required = ['title'])],
      ['a new enum value in a request', (doc) => (dto(doc).properties.level!.enum = ['inicial', 'avanzado', 'experto'])],
      ['a longer maximum length', (doc) => (dto(doc).properties.title!.maxLength = 120)],
      ['a request integer widened to any number', (doc) => (dto(doc).properties.pages = { type: 'number', minimum: 1 })],
      ['a request field that may now be null', (doc) => (dto(doc).properties.note = { type: ['string', 'null'] })],
      ['a new error answer', (doc) => ((doc.paths['/api/books']!.post!.responses as Record<string, unknown>)['409'] = { description: 'ya existe' })],
      ['an answer said as a base component it extends (allOf) and its own fields', extendingBase],
      ['an enum named once as a component and referenced by an answer and a request', namedLevels],
      [
        'a schema moved inline',
        (doc) => {
          const ok = (doc.paths['/api/books/{id}']!.get!.responses as Record<string, { content: Record<string, { schema: unknown }> }>)['200']!;
          ok.content['application/json']!.schema = structuredClone(book(doc));
        },
      ],
    ])('%s', (_name, edit) => {
      expect(changed(edit)).toEqual([]);
    });
  });

  it('reads a union of objects told apart by a field alternative by alternative', () => {
    const play = (dealFields: Record<string, unknown>) => {
      const doc = library();
      book(doc).properties.play = {
        anyOf: [
          {
            type: 'object',
            required: ['activity', 'deal'],
            properties: {
              activity: { type: 'string', enum: ['gasta-ahorra'] },
              deal: { type: 'object', required: Object.keys(dealFields), properties: dealFields },
            },
          },
          { type: 'object', required: ['activity'], properties: { activity: { type: 'string', enum: ['mercado'] } } },
        ],
      };
      return doc;
    };
    const before = play({ scenario: { type: 'number' }, pocketMoney: { type: 'array', items: { type: 'number' } } });
    expect(breakingChanges(before, before)).toEqual([]);
    expect(breakingChanges(before, play({ scenario: { type: 'number' } }))).toContain(
      'GET /api/books/{id} 200 play.deal.pocketMoney: se quitó el campo de la respuesta',
    );
  });

  it('finds nothing between each committed service document and itself (every construct they use is understood)', () => {
    for (const service of ['auth', 'content', 'chat', 'billing']) {
      const document = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', `svc-${service}`, 'openapi.json'), 'utf8')) as ContractDocument;
      expect(breakingChanges(document, document)).toEqual([]);
    }
  });
});
