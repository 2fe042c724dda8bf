import type { ProfileCharacterId } from '@universo/contracts';
import type { MagicZoneActivityRef } from '../../apiShapes';
import { CHARACTER_VOICES, EMOTION_LINES } from '../data/characterVoices';
import type { EmotionId } from '../data/emotionLexicon';
import type { IdeaFeatures, IdeaMention } from './ideaFeatures';
import { listed } from './reasonText';

export interface ReplyInput {
  childName: string;
  character: ProfileCharacterId;
  emotion: EmotionId;
  features: IdeaFeatures;
  businessPotential: number;
  creativityLevel: number;
  activity: MagicZoneActivityRef;
}

/** A creativity score above this is highlighted on screen (spec section 9: above 7). */
export const HIGH_SCORE = 7;

/** How AXXON names the idea back: a known idea by its label; the child's own word is not repeated. */
function ideaPhrase(idea: IdeaMention | undefined): string {
  return idea?.id ? idea.label : 'lo que vas a ofrecer';
}

function strengthLine(input: ReplyInput): string {
  const { features: f } = input;
  const main = f.ideas[0];
  if (f.price) return `¡Y ya pensaste en un precio (${f.price})! Así se piensa en un negocio de verdad.`;
  if (f.customers.length > 0) return `Me gusta que ya pienses en tus clientes: ${listed(f.customers)}.`;
  if (f.customerPlaces.length > 0) return `Me gusta que ya sepas dónde encontrar clientes: ${listed(f.customerPlaces)}.`;
  if (main?.id) return `Tu idea de ${main.label} tiene mucho potencial.`;
  if (main) return 'Tu idea tiene algo que casi nadie ha pensado.';
  return 'Cuéntame más: ¿qué te gustaría crear o vender?';
}

function nudgeLine(f: IdeaFeatures): string | null {
  if (f.ideas.length === 0) return null;
  if (f.customers.length === 0 && f.customerPlaces.length === 0) return '¿Quiénes crees que serían tus clientes?';
  if (!f.price) return '¿Cuánto cobrarías?';
  if (f.planSteps.length === 0) return '¿Cuál sería tu primer paso?';
  return null;
}

/** The character's reply: greeting with the child's name, the emotion, a strength, one question, a goodbye. */
export function composeMessage(input: ReplyInput): string {
  const voice = CHARACTER_VOICES[input.character];
  return [
    voice.greeting(input.childName),
    voice.intro,
    EMOTION_LINES[input.emotion],
    strengthLine(input),
    input.creativityLevel > HIGH_SCORE ? '¡Es una idea muy original!' : null,
    nudgeLine(input.features),
    voice.closing,
  ]
    .filter((line): line is string => line !== null)
    .join(' ');
}

/** Demo rewards: what the child did well in this message, with the magic points it earns on screen. */
export function demoRewards(input: ReplyInput): { description: string; points: number }[] {
  const f = input.features;
  const rewards = [{ description: 'Compartir tu idea con AXXON', points: 10 }];
  if (f.ideas.length > 0) rewards.push({ description: 'Decir qué quieres ofrecer', points: 10 });
  if (f.customers.length > 0 || f.customerPlaces.length > 0) rewards.push({ description: 'Pensar en tus clientes', points: 15 });
  if (f.price) rewards.push({ description: 'Ponerle precio a tu idea', points: 15 });
  if (f.planSteps.length > 0) rewards.push({ description: 'Planear tu primer paso', points: 15 });
  if (input.creativityLevel > HIGH_SCORE) rewards.push({ description: 'Idea súper creativa', points: 20 });
  if (input.businessPotential > HIGH_SCORE) rewards.push({ description: 'Idea de negocio muy completa', points: 20 });
  return rewards;
}

/** 2 to 4 concrete next steps: what the idea is missing first (at most three), then the activity. */
export function nextSuggestions(input: ReplyInput): string[] {
  const f = input.features;
  const main = f.ideas[0];
  const phrase = ideaPhrase(main);
  const gaps: string[] = [];
  if (!main) gaps.push('Piensa en algo que te guste hacer y que otras personas necesiten, y escríbelo en una frase.');
  if (f.tooBig.length > 0) gaps.push('Empieza con una versión pequeña de tu idea que puedas probar esta semana.');
  if (main && f.customers.length === 0) gaps.push(`Haz una lista de tres personas que podrían ${main.customerVerb} ${phrase}.`);
  if (!f.price) {
    gaps.push(
      main?.kind === 'servicio'
        ? 'Decide cuánto cobrarías por tu servicio y pregunta a un adulto si es un precio justo.'
        : main
          ? `Averigua cuánto te cuesta preparar ${phrase} y decide un precio justo.`
          : 'Averigua cuánto costaría empezar y cuánto podrías cobrar.',
    );
  }
  if (main?.kind === 'producto' && f.materials.length === 0 && f.helpers.length === 0)
    gaps.push('Escribe qué materiales necesitas y pide a un adulto que te acompañe.');
  if (main && f.planSteps.length === 0) gaps.push('Decide tu primer paso y cuándo lo harás, por ejemplo este sábado.');
  if (main && input.creativityLevel < 6) gaps.push('Dale un toque especial: un color, un sabor o una forma que nadie más tenga.');
  const steps = gaps.slice(0, 3);
  if (steps.length === 0) steps.push('Cuéntale tu idea a tu familia y pregúntales qué mejorarían.');
  steps.push(`Abre «${input.activity.title}» en la Zona Mágica.`);
  return steps;
}
