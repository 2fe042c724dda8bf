import type { BlogArticle } from '@universo/platform/api/content';

/** Spec sections 7 and 9: shown when the list is empty or cannot be read (read times 8, 12, 10, 15). */
export const SAMPLE_ARTICLES: readonly BlogArticle[] = [
  {
    id: 1,
    slug: 'como-ensenar-a-ahorrar',
    title: 'Cómo enseñar a tus hijos a ahorrar desde pequeños',
    excerpt: 'Ideas sencillas para que el ahorro sea un juego y no una obligación.',
    content:
      'El ahorro se aprende jugando. Una alcancía transparente ayuda a ver cómo crece el dinero.\n\nProponle una meta pequeña y celebren juntos cuando la alcance.',
    imageUrl: null,
    author: 'Equipo Universo de Francesca',
    readTime: 8,
    isPublished: true,
    exclusive: false,
    createdAt: '2024-03-01T00:00:00.000Z',
  },
  {
    id: 2,
    slug: 'emprendimiento-en-el-aula',
    title: 'El emprendimiento en el aula: guía para docentes',
    excerpt: 'Actividades para despertar la creatividad y el trabajo en equipo.',
    content:
      'Un mercado de ideas en clase permite practicar cálculo, comunicación y empatía.\n\nDivide el grupo en equipos y deja que cada uno invente un producto.',
    imageUrl: null,
    author: 'Equipo Universo de Francesca',
    readTime: 12,
    isPublished: true,
    exclusive: false,
    createdAt: '2024-02-15T00:00:00.000Z',
  },
  {
    id: 3,
    slug: 'valores-y-dinero',
    title: 'Valores y dinero: conversaciones en familia',
    excerpt: 'Cómo hablar de dinero con honestidad y sin miedo.',
    content: 'Hablar de dinero en casa normaliza el tema y da confianza.\n\nCuenta cómo decides tus compras y pide su opinión en decisiones pequeñas.',
    imageUrl: null,
    author: 'Equipo Universo de Francesca',
    readTime: 10,
    isPublished: true,
    exclusive: false,
    createdAt: '2024-02-01T00:00:00.000Z',
  },
  {
    id: 4,
    slug: 'primer-emprendimiento',
    title: 'Su primer emprendimiento: del puesto de limonada al plan de negocio',
    excerpt: 'Paso a paso para acompañar la primera idea de negocio de tu hijo.',
    content: 'Empieza por una idea que le emocione. Luego calculen juntos costos y precio.\n\nLo importante no es ganar mucho, sino aprender de cada intento.',
    imageUrl: null,
    author: 'Equipo Universo de Francesca',
    readTime: 15,
    isPublished: true,
    exclusive: false,
    createdAt: '2024-01-20T00:00:00.000Z',
  },
];
