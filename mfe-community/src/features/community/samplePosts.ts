import type { CommunityPost } from '@universo/platform/api/content';

/** Spec sections 7 and 8: shown when the gallery is empty or cannot be read. */
export const SAMPLE_POSTS: readonly CommunityPost[] = [
  {
    id: 'ejemplo-limonada',
    title: 'Limonada de la esquina',
    description: 'Con mi hermano vendimos limonada un sábado. Antes calculamos cuánto costaban los limones y los vasos para poner un precio justo.',
    imageUrl: null,
    childAge: 8,
    createdAt: '2024-11-14T15:00:00.000Z',
  },
  {
    id: 'ejemplo-separadores',
    title: 'Separadores de libros pintados',
    description: 'Pinto separadores con acuarelas y los vendo en la feria del colegio. Ahorro la mitad para comprar un libro nuevo.',
    imageUrl: null,
    childAge: 7,
    createdAt: '2024-11-02T15:00:00.000Z',
  },
  {
    id: 'ejemplo-plantas',
    title: 'Matas de menta para los vecinos',
    description: 'Siembro menta en vasos reciclados y la ofrezco a los vecinos. Aprendí que hay que regarlas todos los días.',
    imageUrl: null,
    childAge: 10,
    createdAt: '2024-10-20T15:00:00.000Z',
  },
  {
    id: 'ejemplo-pulseras',
    title: 'Pulseras de la amistad',
    description: 'Hago pulseras con hilos de colores. Cada una lleva el color favorito de quien la compra.',
    imageUrl: null,
    childAge: 6,
    createdAt: '2024-10-05T15:00:00.000Z',
  },
];
