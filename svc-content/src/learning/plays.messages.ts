// The Spanish copy of the dealt plays' errors (POST /api/axxon/plays and a progress event's playId).
export const PLAY_MESSAGES = {
  activity:
    'Solo Gasta o Ahorra (gasta-ahorra), Estrategia de Mercado (estrategia) y el Juego de Inversión (inversion) empiezan con una partida repartida por el servicio',
  goal: 'Elige una meta de ahorro: pelota, libros, patineta o bicicleta',
  goalNotForActivity: 'La meta de ahorro (goal) solo es de Gasta o Ahorra',
  playId: 'playId debe ser el UUID de una partida que empezaste (POST /api/axxon/plays)',
  playIdNotForActivity: 'playId solo sirve para un evento game_finished de Gasta o Ahorra, Estrategia de Mercado o el Juego de Inversión',
  needsPlay: 'Las jugadas de Gasta o Ahorra se guardan con la partida que repartió el servicio: envía su playId',
  needsMarketPlay: 'Estrategia de Mercado se guarda con la partida que repartió el servicio (POST /api/axxon/plays): envía su playId y sus jugadas',
  needsInvestmentPlay: 'El Juego de Inversión se guarda con la partida que repartió el servicio (POST /api/axxon/plays): envía su playId y sus jugadas',
  unknownPlay: 'No encontramos esa partida. Empieza una nueva.',
  expiredPlay: 'Esa partida ya no está abierta (venció o empezaste otra). Empieza una nueva.',
  usedPlay: 'Esa partida ya se guardó: cada partida cuenta una vez.',
} as const;
