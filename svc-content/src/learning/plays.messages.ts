// The Spanish copy of the dealt plays' errors (POST /api/axxon/plays and a progress event's playId).
export const PLAY_MESSAGES = {
  activity: 'Solo Gasta o Ahorra (gasta-ahorra) empieza con una partida repartida por el servicio',
  goal: 'Elige una meta de ahorro: pelota, libros, patineta o bicicleta',
  playId: 'playId debe ser el UUID de una partida que empezaste (POST /api/axxon/plays)',
  playIdNotForActivity: 'playId solo sirve para un evento game_finished de Gasta o Ahorra',
  needsPlay: 'Las jugadas de Gasta o Ahorra se guardan con la partida que repartió el servicio: envía su playId',
  unknownPlay: 'No encontramos esa partida de Gasta o Ahorra. Empieza una nueva.',
  expiredPlay: 'Esa partida de Gasta o Ahorra ya no está abierta (venció o empezaste otra). Empieza una nueva.',
  usedPlay: 'Esa partida de Gasta o Ahorra ya se guardó: cada partida cuenta una vez.',
} as const;
