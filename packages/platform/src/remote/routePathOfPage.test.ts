import { routePathOfPage } from './RemoteRoutes';

describe('routePathOfPage', () => {
  it('turns the route table’s page patterns into the routes a remote declares under the shell’s "*"', () => {
    expect(['/tienda', '/account/subscription', '/historia/{book}', '/historia/{book}/capitulo/{chapter}'].map(routePathOfPage)).toEqual([
      'tienda',
      'account/subscription',
      'historia/:book',
      'historia/:book/capitulo/:chapter',
    ]);
  });
});
