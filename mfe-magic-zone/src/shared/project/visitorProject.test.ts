import { parseVisitorProject, readVisitorProject, saveVisitorProject, VISITOR_PROJECT_KEY } from './visitorProject';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const LOGO = { shape: 'circulo', shapeColor: 'verde', icon: 'limon', iconColor: 'amarillo', text: 'Limonada Feliz', textColor: 'blanco' };

describe("a visitor's business in the browser", () => {
  it('is named by the plan, keeps its logo, and survives a new page (read back from storage)', () => {
    const storage = memoryStorage();
    expect(readVisitorProject(storage)).toBeNull();
    expect(saveVisitorProject(storage, { plan: { nombre: 'Limonada Feliz', meta: 'una bicicleta' } })).toEqual({
      businessName: 'Limonada Feliz',
      plan: { nombre: 'Limonada Feliz', meta: 'una bicicleta' },
      logo: null,
    });
    saveVisitorProject(storage, { logo: LOGO });
    expect(readVisitorProject(storage)).toEqual({ businessName: 'Limonada Feliz', plan: { nombre: 'Limonada Feliz', meta: 'una bicicleta' }, logo: LOGO });
  });

  it('changes nothing for a part the rules refuse, and forgets what does not parse', () => {
    const storage = memoryStorage();
    saveVisitorProject(storage, { businessName: 'Jugos Ricos' });
    expect(saveVisitorProject(storage, { businessName: 'x'.repeat(41) })).toMatchObject({ businessName: 'Jugos Ricos' });
    expect(saveVisitorProject(storage, { logo: { ...LOGO, shape: '<svg>' } })).toMatchObject({ logo: null });
    storage.setItem(VISITOR_PROJECT_KEY, '{no es json');
    expect(readVisitorProject(storage)).toBeNull();
    expect(parseVisitorProject(JSON.stringify({ businessName: '   ' }))).toBeNull();
    expect(parseVisitorProject(JSON.stringify({ businessName: 'Jugos', plan: { otra: 1 }, logo: 'x' }))).toEqual({
      businessName: 'Jugos',
      plan: null,
      logo: null,
    });
  });

  it('still answers when the browser refuses storage', () => {
    expect(saveVisitorProject(null, { businessName: 'Jugos Ricos' })).toEqual({ businessName: 'Jugos Ricos', plan: null, logo: null });
    const full = {
      ...memoryStorage(),
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(saveVisitorProject(full, { businessName: 'Jugos Ricos' })).toMatchObject({ businessName: 'Jugos Ricos' });
  });
});
