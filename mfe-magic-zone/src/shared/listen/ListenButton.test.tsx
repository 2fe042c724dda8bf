import { renderToStaticMarkup } from 'react-dom/server';
import { ListenButton } from './ListenButton';
import { ListenRow } from './ListenRow';

describe('ListenButton', () => {
  it('is a real button named by its word and what it reads, not pressed yet', () => {
    const html = renderToStaticMarkup(<ListenButton text="Elige tu meta. Cada moneda que guardes va a tu frasco." />);
    expect(html).toMatch(/^<span class="mz-listen-wrap"><button type="button" class="mz-listen" aria-pressed="false"/);
    expect(html).toContain('aria-label="Escuchar: Elige tu meta. Cada moneda que…"');
    expect(html).toContain('data-clip-text="Elige tu meta. Cada moneda que guardes va a tu frasco."');
    expect(html).toContain('</span> Escuchar</button>');
    expect(html).not.toContain('role="status"');
  });

  it('names a changing text by its own words and looks for no recording of it', () => {
    const html = renderToStaticMarkup(<ListenButton live="La Limonada de Ana ganó 12 monedas." />);
    expect(html).toContain('aria-label="Escuchar: La Limonada de Ana ganó 12…"');
    expect(html).not.toContain('data-clip-text');
  });

  it('puts the button beside the text it reads', () => {
    const html = renderToStaticMarkup(
      <ListenRow text="¡Fin del juego!">
        <h3>¡Fin del juego!</h3>
      </ListenRow>,
    );
    expect(html).toMatch(/^<div class="mz-listen-row"><div><h3>¡Fin del juego!<\/h3><\/div><span class="mz-listen-wrap"><button/);
  });
});
