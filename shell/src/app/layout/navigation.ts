/** Spec section 2, "Navigation and shell": the top links, in order, with their labels. */
export const MAIN_LINKS = [
  { to: '/', label: 'Inicio' },
  { to: '/historia', label: 'Universo de Francesca' },
  { to: '/personajes', label: 'Personajes' },
  { to: '/tienda', label: 'Tienda' },
  { to: '/zona-magica', label: 'Zona Mágica' },
  { to: '/generar-libro', label: 'Generar Libro' },
  { to: '/blog', label: 'Para Padres' },
  { to: '/comunidad', label: 'Comunidad' },
  { to: '/contacto', label: 'Contacto' },
] as const;

/** Footer links: same places, other words, so each link's name stays unique on the page. */
export const FOOTER_LINKS = [
  { to: '/historia', label: 'Nuestras historias' },
  { to: '/zona-magica', label: 'Juegos mágicos' },
  { to: '/tienda', label: 'Libros y kits' },
  { to: '/subscription', label: 'Plan Emprendedor Mágico' },
  { to: '/blog', label: 'Blog para familias' },
  { to: '/contacto', label: 'Escríbenos' },
] as const;

/** Footer items without a page yet (spec: inert). */
export const FOOTER_INERT_ITEMS = [
  'Guía para padres',
  'Material educativo',
  'Actividades imprimibles',
  'Testimonios',
  'Preguntas frecuentes',
  'Kit de prensa',
] as const;

export const FOOTER_LEGAL_ITEMS = ['Términos', 'Privacidad', 'Cookies', 'Accesibilidad'] as const;
