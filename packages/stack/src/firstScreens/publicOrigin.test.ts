import { withPublicOrigin } from './publicOrigin';

const CAPTURE = 'http://127.0.0.1:28080';
const PUBLIC = 'https://universodefrancesca.co';

describe('withPublicOrigin', () => {
  it("turns the site's own links into paths", () => {
    expect(withPublicOrigin(`<a href="${CAPTURE}/remotes/community/guia.pdf">Guía</a><img src="${CAPTURE}/a.png">`, CAPTURE, PUBLIC)).toBe(
      '<a href="/remotes/community/guia.pdf">Guía</a><img src="/a.png">',
    );
    expect(withPublicOrigin(`<a href="${CAPTURE}">Inicio</a><a href="${CAPTURE}?x=1">x</a>`, CAPTURE, PUBLIC)).toBe(
      '<a href="/">Inicio</a><a href="/?x=1">x</a>',
    );
  });

  it('writes the public origin into share links and text, encoded as they were', () => {
    const share = `<a href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(CAPTURE)}">Compartir</a><p>Visítanos en ${CAPTURE}</p>`;
    expect(withPublicOrigin(share, CAPTURE, PUBLIC)).toBe(
      `<a href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PUBLIC)}">Compartir</a><p>Visítanos en ${PUBLIC}</p>`,
    );
  });

  it("leaves other sites' links and look-alike hosts alone", () => {
    const other = `<a href="https://wa.me/?text=hola">WhatsApp</a><a href="${CAPTURE}0/x">otro puerto</a>`;
    expect(withPublicOrigin(other, CAPTURE, PUBLIC)).toBe(other);
    // A link to a part of the page stays one.
    expect(withPublicOrigin('<a href="#capitulos">Capítulos</a>', CAPTURE, PUBLIC)).toBe('<a href="#capitulos">Capítulos</a>');
  });
});
