import type { Memory } from './memory';
import type { Persona } from './persona';
import type { ChatTurn } from './reply';
import { MAX_REPLY_SENTENCES } from './replyRules';

/** One message of an OpenAI-compatible chat completion request. */
export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** How many earlier stored messages the model sees (they are already screened). */
const LLM_HISTORY = 10;

function memoryLines(memory: Memory): string[] {
  const lines: string[] = [];
  if (memory.name) lines.push(`Se llama ${memory.name} (usa solo este nombre).`);
  if (memory.idea) lines.push(`La idea de la que hablan: ${memory.idea}.`);
  if (memory.goal) lines.push(`Ahorra para: ${memory.goal}.`);
  return lines;
}

/**
 * The request for the optional language model: the persona, the child-safety rules, what the
 * conversation remembers, the screened history and the engine's own answer as a guide. Only
 * stored (screened) text is ever sent: personal data is already hidden in it.
 */
export function buildLlmMessages(input: {
  persona: Persona;
  name: string;
  memory: Memory;
  history: readonly ChatTurn[];
  storedMessage: string;
  engineReply: string;
}): LlmMessage[] {
  const { profile } = input.persona;
  const system = [
    `Eres ${input.name}, un personaje de los cuentos de «Universo de Francesca», y conversas con un niño o una niña de 6 a 10 años.`,
    `Quién eres: ${profile.who}`,
    `Cómo hablas: ${profile.voice}`,
    `Lo que te importa: ${profile.cares.join('; ')}. Lo que enseñas: ${profile.teaches.join('; ')}.`,
    'Reglas:',
    `- Responde siempre en español, con cariño, en 1 a ${MAX_REPLY_SENTENCES} frases cortas y menos de 50 palabras, sin listas, enlaces ni formato.`,
    '- Nunca pidas datos personales: ni nombre completo, ni dirección, teléfono, correo, colegio, edad, fotos o contraseñas; nunca propongas encontrarse.',
    '- Si te preguntan si eres real, di que eres un personaje de cuento dentro de un programa, no una persona real.',
    '- Si no sabes algo, dilo con honestidad y propón volver a las historias o a los juegos de la Zona Mágica.',
    '- Habla solo de temas para niños: ahorrar, gastar, necesitar y querer, ideas de negocio, sentimientos, tus historias.',
    ...memoryLines(input.memory).map((line) => `- ${line}`),
    `Una buena respuesta sería, por ejemplo: «${input.engineReply}». Puedes decirlo con tus palabras, sin cambiar su sentido.`,
  ].join('\n');
  const recent = input.history.slice(-LLM_HISTORY).map<LlmMessage>((turn) => ({
    role: turn.isUser ? 'user' : 'assistant',
    content: turn.message,
  }));
  return [{ role: 'system', content: system }, ...recent, { role: 'user', content: input.storedMessage }];
}
