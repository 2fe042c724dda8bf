import type { MarketGame } from '@universo/contracts';

// Test data shared by the rules' own tests (not built into dist/).

/** The spec's numbers (section 9), as svc-content sends them; the texts are placeholders. */
export const MARKET_GAME: MarketGame = {
  rules: { playerStart: 100, competitorStarts: [95, 90, 85], noise: 5, rounds: 5, leaderBonus: 50 },
  strategies: [
    { id: 'precios', label: 'Bajar precios', icon: '', player: 15, competitors: -5, explanation: '', why: 'tus precios son los más bajos' },
    { id: 'innovacion', label: 'I', icon: '', player: 20, competitors: -2, explanation: '', why: 'hiciste algo nuevo' },
    { id: 'marketing', label: 'M', icon: '', player: 12, competitors: -3, explanation: '', why: 'te conocen más' },
    { id: 'alianzas', label: 'Alianzas', icon: '', player: 18, competitors: 2, explanation: '', why: 'trabajan en equipo' },
  ],
  competitorNames: ['Uno', 'Dos', 'Tres'],
};
