import { renderToStaticMarkup } from 'react-dom/server';
import { PhotoField } from './PhotoField';
import type { PhotoState } from './usePhotoUpload';

const render = (photo: PhotoState) => renderToStaticMarkup(<PhotoField photo={photo} onChoose={() => undefined} onRemove={() => undefined} />);

describe('PhotoField', () => {
  it('is the device’s own file picker, labelled, offering JPEG, PNG and WebP, with its hint read with it', () => {
    const html = render({ status: 'empty' });
    expect(html).toContain('<label for="venture-photo">Foto del emprendimiento (opcional)</label>');
    expect(html).toMatch(/<input[^>]*id="venture-photo"[^>]*type="file"[^>]*accept="image\/jpeg,image\/png,image\/webp"/);
    expect(html).toContain('aria-describedby="venture-photo-hint venture-photo-status"');
    expect(html).toContain('JPEG, PNG o WebP de hasta 5 MB. La guardamos sin la ubicación ni los datos de la cámara');
    expect(html).not.toContain('Quitar foto');
    expect(html).not.toContain('<img');
  });

  it('shows the upload’s progress in a live region, and the preview', () => {
    const html = render({ status: 'uploading', name: 'limonada.jpg', progress: 0.42, preview: 'data:image/jpeg;base64,AAAA' });
    expect(html).toMatch(
      /<div id="venture-photo-status"[^>]*aria-live="polite"><progress max="100" value="42" aria-label="Progreso de la subida de la foto"><\/progress><span>Subiendo la foto… 42 %<\/span>/,
    );
    expect(html).toContain('alt="Vista previa de la foto elegida"');
    expect(html).toContain('Quitar foto');
  });

  it('says when the photo is ready', () => {
    expect(render({ status: 'ready', name: 'limonada.jpg', imageUrl: '/api/community/images/x', preview: 'data:image/jpeg;base64,AAAA' })).toContain(
      'Foto lista: limonada.jpg',
    );
  });

  it('announces a refusal in Spanish and marks the picker invalid', () => {
    const html = render({ status: 'failed', name: 'notas.txt', message: 'Elige una foto JPEG, PNG o WebP.' });
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="venture-photo-hint venture-photo-status venture-photo-error"');
    expect(html).toContain('<p id="venture-photo-error" class="uf-field__error" role="alert">Elige una foto JPEG, PNG o WebP.</p>');
    expect(html).not.toContain('<img');
  });
});
