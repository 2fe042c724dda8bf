/**
 * The printable guides of the blog's "Guías Descargables" card. `new URL(..., import.meta.url)`
 * makes webpack copy each file into the remote's dist with a content hash, so the gateway serves
 * it same-origin under /remotes/community/ wherever the remote is deployed.
 */
export interface Guide {
  title: string;
  description: string;
  href: string;
  /** The name the browser saves it under. */
  fileName: string;
}

export const GUIDES: readonly Guide[] = [
  {
    title: 'Los tres frascos: ahorrar, gastar y compartir',
    description: 'Etiquetas para recortar y una tabla de 12 semanas para la meta de ahorro.',
    href: new URL('./guia-tres-frascos.html', import.meta.url).href,
    fileName: 'Guia-los-tres-frascos-Universo-de-Francesca.html',
  },
  {
    title: 'Mi primer puesto de limonada',
    description: 'Hoja de trabajo: costos, precio, cuentas del día y lo que aprendimos.',
    href: new URL('./guia-primer-emprendimiento.html', import.meta.url).href,
    fileName: 'Guia-mi-primer-puesto-de-limonada-Universo-de-Francesca.html',
  },
  {
    title: 'Necesidades y deseos: misión supermercado',
    description: 'Un juego para clasificar y una misión para la próxima compra en familia.',
    href: new URL('./guia-necesidades-y-deseos.html', import.meta.url).href,
    fileName: 'Guia-necesidades-y-deseos-Universo-de-Francesca.html',
  },
];
