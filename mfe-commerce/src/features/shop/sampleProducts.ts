import { PRODUCT_CURRENCY } from '@universo/contracts';
import type { Product } from '@universo/platform/api/billing';

/** Spec sections 7 and 9: shown when the product list is empty or cannot be read (prices 2999, 4999, 1999). */
export const SAMPLE_PRODUCTS: readonly Product[] = [
  {
    id: 1,
    name: 'Libro: El Viaje de Francesca',
    description: 'El primer libro impreso de la saga, con ilustraciones a todo color.',
    price: 2999,
    currency: PRODUCT_CURRENCY,
    type: 'book',
    imageUrl: null,
    features: ['10 capítulos ilustrados', 'Actividades al final de cada capítulo', 'Tapa dura'],
    isActive: true,
    createdAt: '2024-01-01T00:00:00.000Z',
  },
  {
    id: 2,
    name: 'Kit Emprendedor Mágico',
    description: 'El libro, tarjetas de retos y un cuaderno para planear el primer emprendimiento.',
    price: 4999,
    currency: PRODUCT_CURRENCY,
    type: 'kit',
    imageUrl: null,
    features: ['Libro impreso', '30 tarjetas de retos', 'Cuaderno de ideas', 'Stickers mágicos'],
    isActive: true,
    createdAt: '2024-01-01T00:00:00.000Z',
  },
  {
    id: 3,
    name: 'Acceso Digital Premium',
    description: 'Todas las historias, juegos y descargas en cualquier dispositivo.',
    price: 1999,
    currency: PRODUCT_CURRENCY,
    type: 'digital',
    imageUrl: null,
    features: ['Historias con audio', 'Juegos ilimitados', 'Descargas imprimibles'],
    isActive: true,
    createdAt: '2024-01-01T00:00:00.000Z',
  },
];
