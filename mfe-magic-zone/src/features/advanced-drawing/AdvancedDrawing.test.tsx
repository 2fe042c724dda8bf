import type { DrawingList } from '@universo/platform/api/content';
import { renderScreen } from '@universo/platform/testing';
import { AdvancedDrawing } from './AdvancedDrawing';
import { drawingsApi } from './api/drawingsApi';

const LIST: DrawingList = {
  drawings: [{ id: '0b7c2f3e-5b1a-4c7e-9d2a-1f0e6a7b8c9d', width: 1200, height: 900, byteSize: 5000, createdAt: '2026-05-03T21:05:00.000Z' }],
  count: 1,
  limit: 200,
};

/** Renders the zone after the gallery's list answered `status` with `body`. */
async function renderAfter(status: number, body: unknown): Promise<string> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;
  try {
    // A visitor: the gate invites to create an account.
    return await renderScreen(<AdvancedDrawing />, { user: null, seed: (store) => store.dispatch(drawingsApi.endpoints.getDrawings.initiate()) });
  } finally {
    globalThis.fetch = realFetch;
  }
}

describe('Zona de Dibujo Avanzada', () => {
  it('shows the shared premium gate, and no canvas, when the service refuses the gallery', async () => {
    const html = await renderAfter(403, {
      statusCode: 403,
      error: 'Forbidden',
      message: 'La Zona de dibujo avanzada es parte del Plan Emprendedor Mágico.',
      premiumItem: 'advanced-drawing',
    });
    expect(html).toContain('La Zona de Dibujo Avanzada es parte del Plan Emprendedor Mágico');
    expect(html).toContain('Crear Cuenta Gratis');
    expect(html).not.toContain('<canvas');
  });

  it('shows the canvas, its tools and an empty gallery to a premium family', async () => {
    const html = await renderAfter(200, { drawings: [], count: 0, limit: 200 });
    expect(html).toContain('<canvas');
    for (const label of [
      'Pincel',
      'Borrador',
      'Línea',
      'Rectángulo',
      'Círculo',
      'Relleno',
      'Sellos',
      'Deshacer',
      'Rehacer',
      'Borrar todo',
      'Descargar PNG',
      'Guardar en mi galería',
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain('Aún no has guardado dibujos');
  });

  it('lists the saved drawings as thumbnails from the service, with download and delete', async () => {
    const html = await renderAfter(200, LIST);
    expect(html).toContain(`src="/api/axxon/drawings/${LIST.drawings[0]!.id}"`);
    expect(html).toContain('1 de 200 dibujos guardados');
    expect(html).toMatch(/aria-label="Borrar Dibujo del 3 de mayo de 2026/);
  });

  it('lets a family without a child profile draw, and asks for the profile to save', async () => {
    const html = await renderAfter(409, {
      statusCode: 409,
      error: 'Conflict',
      message: 'Primero crea el perfil de tu hijo o hija para guardar sus dibujos en su galería.',
    });
    expect(html).toContain('<canvas');
    expect(html).toContain('Primero crea el perfil de tu hijo o hija');
    expect(html).toContain('href="/profile-setup"');
  });

  it('offers a retry when the gallery could not be asked', async () => {
    const html = await renderAfter(503, { statusCode: 503, error: 'Service Unavailable', message: 'No disponible' });
    expect(html).toContain('No pudimos abrir la Zona de Dibujo');
    expect(html).toContain('Reintentar');
    expect(html).not.toContain('<canvas');
  });
});
