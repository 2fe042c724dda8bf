import { dataPreloadDirectives, dataPreloadLink } from './dataPreloads';

describe('data preload directives', () => {
  it('preloads with cookies, so the page’s own credentialed fetch reuses the answer', () => {
    expect(dataPreloadLink(['/api/books'])).toBe('</api/books>; rel=preload; as=fetch; crossorigin=use-credentials');
    expect(dataPreloadLink([])).toBe('');
  });

  it('sends every page’s reads on every page and groups a page’s reads in one map entry', () => {
    const directives = dataPreloadDirectives([
      { page: '*', api: '/api/auth/session', owner: 'shell' },
      { page: '/tienda', api: '/api/products', owner: 'mfe-commerce' },
      { page: '/tienda', api: '/api/products/featured', owner: 'mfe-commerce' },
      { page: '/historia/{book}', api: '/api/books/{book}', owner: 'mfe-stories' },
    ]);
    expect(directives.everyPage).toBe('</api/auth/session>; rel=preload; as=fetch; crossorigin=use-credentials');
    expect(directives.byPage).toEqual([
      [
        '^/tienda/?(?:\\?|$)',
        '</api/products>; rel=preload; as=fetch; crossorigin=use-credentials, </api/products/featured>; rel=preload; as=fetch; crossorigin=use-credentials',
      ],
      ['^/historia/([1-9][0-9]{0,8})/?(?:\\?|$)', '</api/books/$1>; rel=preload; as=fetch; crossorigin=use-credentials'],
    ]);
  });
});
