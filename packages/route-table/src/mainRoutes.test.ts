import { loadRouteTable, MAIN_ROUTES } from './index';

describe('main routes (issue 15)', () => {
  it('lists the twelve routes of the issue once each, the home page first', () => {
    expect(MAIN_ROUTES).toHaveLength(12);
    expect(new Set(MAIN_ROUTES).size).toBe(12);
    expect(MAIN_ROUTES[0]).toBe('/');
  });

  it('names only routes the shell or a remote of the route table draws', () => {
    const remoteRoutes = loadRouteTable().remotes.flatMap((r) => r.routes);
    const shellRoutes = ['/', '/login'];
    for (const route of MAIN_ROUTES) {
      const owned = shellRoutes.includes(route) || remoteRoutes.some((r) => route === r || route.startsWith(`${r}/`));
      expect({ route, owned }).toEqual({ route, owned: true });
    }
  });
});
