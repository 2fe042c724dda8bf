import type { ProfileCharacterId } from '@universo/contracts';
import type { EmotionId } from './emotionLexicon';

/** How each character speaks in the demo (their voices as svc-chat's personas describe them). */
export interface CharacterVoice {
  greeting: (name: string) => string;
  intro: string;
  closing: string;
}

export const CHARACTER_VOICES: Readonly<Record<ProfileCharacterId, CharacterVoice>> = {
  francesca: {
    greeting: (name) => `¡Hola, ${name}!`,
    intro: 'AXXON y yo leímos tu mensaje con mi cuaderno mágico.',
    closing: '¡Sigue imaginando, que tu cuaderno mágico ya está brillando!',
  },
  chispas: {
    greeting: (name) => `¡Bzzz, hola, ${name}!`,
    intro: 'Mi lucecita se encendió mientras AXXON leía tu mensaje.',
    closing: '¿Y si pruebas una versión pequeñita esta semana? ¡Bzzz!',
  },
  sombra: {
    greeting: (name) => `Miau, hola, ${name}.`,
    intro: 'AXXON me leyó tu mensaje bajito, como me gusta.',
    closing: 'Paso a pasito, tú puedes. Miau.',
  },
  leo: {
    greeting: (name) => `¡Hey, hola, ${name}!`,
    intro: 'AXXON y yo leímos tu idea, ¡y ya estoy haciendo cuentas con los dedos!',
    closing: '¡Chócala! En equipo todo sale mejor.',
  },
};

/** What the character says to each emotion. */
export const EMOTION_LINES: Readonly<Record<EmotionId, string>> = {
  alegria: 'Se nota que esta idea te hace feliz, ¡y esa alegría se contagia!',
  curiosidad: 'Me encanta que hagas preguntas: así empiezan los grandes inventos.',
  preocupacion: 'Es normal sentir un poquito de nervios al empezar algo nuevo; vamos paso a paso.',
  tristeza: 'Siento que hoy algo no te hace feliz. Las ideas pueden empezar pequeñitas, y aquí estamos para acompañarte.',
  orgullo: '¡Qué orgullo todo lo que estás logrando!',
  neutral: 'Gracias por contarme lo que piensas.',
};
