import type { SimulatorGame } from '@universo/contracts';

// Test data shared by the rules' own tests (not built into dist/).

/** The spec's numbers (sections 4 and 9), as svc-content sends them; the texts are placeholders. */
export const SIMULATOR_GAME: SimulatorGame = {
  rules: { startCapital: 100, salePrice: 8, saleDelayMs: 1000, messageMs: 3000, days: 10, defaultShopName: 'Tienda' },
  actions: [
    { id: 'comprar', label: 'Comprar', icon: '', cost: 20, products: 5, customers: 0 },
    { id: 'publicidad', label: 'Publicidad', icon: '', cost: 15, products: 0, customers: 3 },
    { id: 'mejorar', label: 'Mejorar', icon: '', cost: 30, products: 2, customers: 2 },
  ],
};
