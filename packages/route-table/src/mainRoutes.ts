/**
 * Issue 15: the pages a family on a cheap phone lands on most, one per area and depth. The bench
 * (JavaScript budgets, Lighthouse) and the journeys (layout shifts, accessibility) all measure
 * exactly this list, so a route added here is measured everywhere at once.
 */
export const MAIN_ROUTES: readonly string[] = [
  '/',
  '/historia',
  '/historia/1',
  '/historia/1/capitulo/1',
  '/personajes',
  '/zona-magica',
  '/tienda',
  '/subscription',
  '/blog',
  '/comunidad',
  '/contacto',
  '/login',
];

/**
 * Pages whose first screen is a react-hook-form form (beside /login, a main route): the form
 * library loads with them, so the bench checks their JavaScript budget too.
 */
export const FORM_ROUTES: readonly string[] = [
  '/register',
  '/recuperar',
  '/generar-libro',
  '/account/subscription',
  '/moderacion',
  '/axxon-demo',
  '/profile-setup',
];
