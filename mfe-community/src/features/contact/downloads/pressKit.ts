/** The press kit, copied by webpack into the remote's dist (see blog/downloads/guides.ts). */
export const PRESS_KIT = {
  href: new URL('./kit-de-prensa.html', import.meta.url).href,
  fileName: 'Kit-de-prensa-Universo-de-Francesca.html',
} as const;
