import { FORM_ROUTES, loadRouteTable, MAIN_ROUTES } from './index';

describe('main routes (issue 15)', () => {
  it('lists the twelve routes of the issue once each, the home page first', () => {
    expect(MAIN_ROUTES).toHaveLength(12);
    expect(new Set(MAIN_ROUTES).size).toBe(12);
    expect(MAIN_ROUTES[0]).toBe('/');
  });

  it('lists the form pages apart from the main routes, once each', () => {
    expect(new Set([...MAIN_ROUTES, ...FORM_ROUTES]).size).toBe(MAIN_ROUTES.length + FORM_ROUTES.length);
  });

  it('names only routes the shell or a remote of the route table draws', () => {
    const remoteRoutes = loadRouteTable().remotes.flatMap((r) => r.routes);
    const shellRoutes = ['/', '/login', '/register', '/recuperar'];
    for (const route of [...MAIN_ROUTES, ...FORM_ROUTES]) {
      const owned = shellRoutes.includes(route) || remoteRoutes.some((r) => route === r || route.startsWith(`${r}/`));
      expect({ route, owned }).toEqual({ route, owned: true });
    }
  });
});
