import { FIRST_SCREEN_ELEMENT_ID, firstScreenFile, firstScreenFragment, isFirstScreenReady, type QueryableRoot } from './firstScreen';

describe('firstScreenFile', () => {
  it('names a file inside the folder for each page', () => {
    expect(firstScreenFile('/')).toBe('index.html');
    expect(firstScreenFile('/historia')).toBe('historia.html');
    expect(firstScreenFile('/historia/')).toBe('historia.html');
    expect(firstScreenFile('/historia/1/capitulo/2')).toBe('historia/1/capitulo/2.html');
    expect(firstScreenFile('/zona-magica')).toBe('zona-magica.html');
  });

  it('refuses paths that could leave the folder or name something else', () => {
    for (const path of ['', 'historia', '/../etc/passwd', '/historia/..', '/Historia', '/a//b', '/a.html', '/a?b=1', '/a%2e%2e', '//']) {
      expect(firstScreenFile(path)).toBeUndefined();
    }
  });
});

/** A root whose querySelector answers from a list of the selectors that match. */
const rootWith = (matching: string[]): QueryableRoot => ({ querySelector: (selector: string) => (matching.includes(selector) ? {} : null) });

describe('isFirstScreenReady', () => {
  it('waits for the heading and for every spinner of the main area to go', () => {
    expect(isFirstScreenReady(rootWith([]))).toBe(false);
    expect(isFirstScreenReady(rootWith(['main h1', 'main .uf-page-state[role="status"], main [aria-busy="true"]']))).toBe(false);
    expect(isFirstScreenReady(rootWith(['main h1']))).toBe(true);
  });
});

describe('firstScreenFragment', () => {
  it('links the page stylesheets and keeps the markup inert, for its own path', () => {
    const fragment = firstScreenFragment({ path: '/tienda', markup: '<main><h1>Tienda</h1></main>', styles: ['/remotes/commerce/12.ab.css'] });
    expect(fragment).toBe(
      `<link rel="stylesheet" href="/remotes/commerce/12.ab.css" />\n<div id="${FIRST_SCREEN_ELEMENT_ID}" data-path="/tienda" inert><main><h1>Tienda</h1></main></div>`,
    );
  });

  it('drops a stylesheet address that is not a plain same-site path', () => {
    const fragment = firstScreenFragment({ path: '/', markup: '', styles: ['https://evil.example/a.css', '/a/../b.css', '/x.css" onload="x', '/ok.css'] });
    expect(fragment.match(/<link /g)).toHaveLength(1);
    expect(fragment).toContain('href="/ok.css"');
  });
});
