import type { InvestmentGameRules } from '@universo/contracts';

// Test data shared by the rules' own tests and the Magic Zone's (not built into dist/).

/** The spec's numbers (sections 4 and 9), as svc-content sends them; the texts are placeholders. */
export const INVESTMENT_GAME: InvestmentGameRules = {
  rules: { startCash: 100, minPrice: 5, rounds: 10 },
  assets: [
    {
      id: 'acciones',
      label: 'A',
      icon: '',
      startPrice: 10,
      volatility: 0.3,
      explanation: 'Partes de una empresa.',
      simpleExplanation: 'Un pedacito.',
      risk: 'bastante',
    },
    { id: 'bonos', label: 'B', icon: '', startPrice: 15, volatility: 0.1, explanation: 'Un préstamo.', simpleExplanation: 'Prestas.', risk: 'poco' },
    {
      id: 'cripto',
      label: 'C',
      icon: '',
      startPrice: 25,
      volatility: 0.5,
      explanation: 'Dinero de internet.',
      simpleExplanation: 'Una montaña rusa.',
      risk: 'muchísimo',
    },
  ],
};
