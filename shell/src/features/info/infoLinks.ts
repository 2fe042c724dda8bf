// The footer's pages of the shell: their paths and labels (the footer and the routes read them).

/** The spec's other footer items, each with a short page of the shell. */
export const GUIDE_LINKS = [
  { to: '/guia-para-padres', label: 'Guía para padres' },
  { to: '/material-educativo', label: 'Material educativo' },
  { to: '/actividades-imprimibles', label: 'Actividades imprimibles' },
  { to: '/testimonios', label: 'Testimonios' },
  { to: '/preguntas-frecuentes', label: 'Preguntas frecuentes' },
  { to: '/prensa', label: 'Kit de prensa' },
] as const;

export const LEGAL_LINKS = [
  { to: '/terminos', label: 'Términos' },
  { to: '/privacidad', label: 'Privacidad' },
  { to: '/cookies', label: 'Cookies' },
  { to: '/accesibilidad', label: 'Accesibilidad' },
] as const;

export type GuidePath = (typeof GUIDE_LINKS)[number]['to'];
export type LegalPath = (typeof LEGAL_LINKS)[number]['to'];
export type InfoPath = GuidePath | LegalPath;
export const INFO_PATHS: readonly InfoPath[] = [...GUIDE_LINKS, ...LEGAL_LINKS].map((link) => link.to);
