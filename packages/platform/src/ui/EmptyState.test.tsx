import { renderToStaticMarkup } from 'react-dom/server';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the character as decoration beside the text, its square kept, loaded lazily', () => {
    const html = renderToStaticMarkup(
      <EmptyState art="/leo.0123abcd.svg" className="mz-empty">
        <p>Aún no tienes un negocio.</p>
      </EmptyState>,
    );
    expect(html).toBe(
      '<div class="uf-empty-state mz-empty">' +
        '<img src="/leo.0123abcd.svg" alt="" width="120" height="120" loading="lazy" decoding="async" class="uf-art uf-empty-state__art"/>' +
        '<div class="uf-empty-state__text"><p>Aún no tienes un negocio.</p></div>' +
        '</div>',
    );
  });
});
