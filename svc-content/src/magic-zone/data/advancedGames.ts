import type { AdvancedGameCard, InvestmentGameRules, MarketGame, SimulatorGame } from '@universo/contracts';

/** Simulador de Negocio: spec sections 4 and 9 (capital 100, sale price 8, the three actions' costs). */
export const SIMULATOR: SimulatorGame = {
  rules: {
    startCapital: 100,
    salePrice: 8,
    saleDelayMs: 1000,
    messageMs: 3000,
    // Our choice (the spec gives no end): a season lasts 10 sale days.
    days: 10,
    defaultShopName: 'Mi Tienda Mágica',
  },
  actions: [
    { id: 'comprar', label: 'Comprar productos', icon: '📦', cost: 20, products: 5, customers: 0 },
    { id: 'publicidad', label: 'Hacer publicidad', icon: '📣', cost: 15, products: 0, customers: 3 },
    { id: 'mejorar', label: 'Mejorar la tienda', icon: '🏪', cost: 30, products: 2, customers: 2 },
  ],
};

/**
 * Juego de Inversión: spec sections 4 and 9 (cash 100; stocks 10, bonds 15, crypto 25; volatility
 * 0.3, 0.1, 0.5; floor 5). The spec's crypto keeps its numbers; for children of 6 to 10 it is
 * named and explained as what it is to them: money that lives on the internet and jumps like a
 * roller coaster, marked as the riskiest of the three.
 */
export const INVESTMENT: InvestmentGameRules = {
  // Our choice (the spec gives no end): 10 rounds.
  rules: { startCash: 100, minPrice: 5, rounds: 10 },
  assets: [
    {
      id: 'acciones',
      label: 'Acciones',
      icon: '📈',
      startPrice: 10,
      volatility: 0.3,
      explanation: 'Pedacitos de una empresa: si a la empresa le va bien suben, y si le va mal bajan.',
      simpleExplanation: 'Un pedacito de una tienda: sube o baja con ella.',
      risk: 'bastante',
    },
    {
      id: 'bonos',
      label: 'Bonos',
      icon: '📜',
      startPrice: 15,
      volatility: 0.1,
      explanation: 'Le prestas dinero a alguien que te lo devuelve con un poquito más: cambian poco, son tranquilos.',
      simpleExplanation: 'Prestas tus monedas y te devuelven un poquito más.',
      risk: 'poco',
    },
    {
      id: 'cripto',
      label: 'Monedas de internet',
      icon: '🎢',
      startPrice: 25,
      volatility: 0.5,
      explanation: 'Dinero que solo existe en internet: como una montaña rusa, un día vale mucho y al otro muy poco. Puedes perder buena parte.',
      simpleExplanation: 'Como una montaña rusa: sube muchísimo o baja muchísimo.',
      risk: 'muchísimo',
    },
  ],
};

/** Estrategia de Mercado: spec section 9 (each strategy's effects, competitors at 95, 90 and 85, noise ±5). */
export const MARKET: MarketGame = {
  // Our choice (the spec gives no end): 5 rounds; ending first adds 50 progress points.
  rules: { playerStart: 100, competitorStarts: [95, 90, 85], noise: 5, rounds: 5, leaderBonus: 50 },
  strategies: [
    {
      id: 'precios',
      label: 'Bajar precios',
      icon: '🏷️',
      player: 15,
      competitors: -5,
      explanation: 'Más clientes te eligen, pero ganas menos por venta.',
      why: 'con precios más bajos, más clientes te compran a ti y no a ellos',
    },
    {
      id: 'innovacion',
      label: 'Innovación',
      icon: '💡',
      player: 20,
      competitors: -2,
      explanation: 'Creas algo nuevo que nadie más tiene.',
      why: 'creaste algo nuevo que las otras tiendas no tienen',
    },
    {
      id: 'marketing',
      label: 'Marketing digital',
      icon: '📱',
      player: 12,
      competitors: -3,
      explanation: 'Más personas conocen tu negocio por internet.',
      why: 'más personas conocieron tu negocio por internet y algunas dejaron de ir a las otras tiendas',
    },
    {
      id: 'alianzas',
      label: 'Alianzas',
      icon: '🤝',
      player: 18,
      competitors: 2,
      explanation: 'Trabajas en equipo con otros: todos crecen un poco.',
      why: 'al trabajar en equipo creces tú y también crecen un poco los demás',
    },
  ],
  competitorNames: ['Tienda Rayo', 'Súper Luna', 'Bazar Cometa'],
};

const { rules: shop } = SIMULATOR;

/** The menu of Juegos Avanzados, in the order it shows them. */
export const ADVANCED_GAME_CARDS: readonly AdvancedGameCard[] = [
  {
    id: 'simulador',
    icon: '🏪',
    title: 'Simulador de Negocio',
    description: 'Compra productos, atrae clientes y haz crecer tu tienda.',
    intro: `Compra productos, consigue clientes y mejora tu tienda. Cada día vendes lo que puedas a ${shop.salePrice} monedas por producto. Tu ganancia es lo que cobras menos lo que pagas. ¡Tienes ${shop.days} días!`,
  },
  {
    id: 'inversion',
    icon: '📈',
    title: 'Juego de Inversión',
    description: 'Siembra tus monedas como un árbol de frutas y mira cómo cambian.',
    intro: `Tienes ${INVESTMENT.rules.startCash} monedas en tu alcancía: ahí están seguras, pero no crecen. Invertir es como sembrar un árbol de frutas: puede darte más… o menos, porque su precio puede subir o bajar. Compra, pasa de ronda y mira qué pasa.`,
  },
  {
    id: 'estrategia',
    icon: '♟️',
    title: 'Estrategia de Mercado',
    description: 'Elige estrategias y compite con otras tiendas.',
    intro: `Tu negocio compite con otras tres tiendas. En cada una de las ${MARKET.rules.rounds} rondas elige una estrategia: cambia tu puntaje y el de tus competidores, ¡con un poco de suerte!`,
  },
];
