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
  { to: '/personajes', label: 'Conoce a los personajes' },
  { to: '/zona-magica', label: 'Juegos mágicos' },
  { to: '/tienda', label: 'Libros y kits' },
  { to: '/subscription', label: 'Plan Emprendedor Mágico' },
  { to: '/blog', label: 'Blog para familias' },
  { to: '/contacto', label: 'Escríbenos' },
] as const;

export { GUIDE_LINKS, INFO_PATHS, LEGAL_LINKS } from '../../features/info/infoLinks';

const SHARE_TEXT = 'Universo de Francesca: historias y juegos para que niñas y niños de 6 a 10 años aprendan a emprender y ahorrar.';

/** The social icons: ways to share the site (the site has no social profiles of its own to point at). */
export function shareLinks(siteUrl: string) {
  const text = `${SHARE_TEXT} ${siteUrl}`;
  return [
    { label: 'Compartir en WhatsApp', icon: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(text)}` },
    { label: 'Compartir en Facebook', icon: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(siteUrl)}` },
    { label: 'Compartir en X', icon: 'x', href: `https://x.com/intent/post?text=${encodeURIComponent(SHARE_TEXT)}&url=${encodeURIComponent(siteUrl)}` },
    { label: 'Compartir por e-mail', icon: 'mail', href: `mailto:?subject=${encodeURIComponent('Universo de Francesca')}&body=${encodeURIComponent(text)}` },
  ] as const;
}
