import { CHARACTER_IDS } from '@universo/contracts';
import { performance } from 'node:perf_hooks';
import { type ChatTurn, respond } from './reply';

/** Messages of every kind the engine tells apart, safety cases included. */
export const SAMPLE_MESSAGES = [
  'hola',
  'Hola, me llamo Valentina y quiero ahorrar para una bicicleta roja',
  '¿cómo estás?',
  '¿quién eres?',
  '¿eres real?',
  '¿cómo puedo ahorrar?',
  'quiero comprar un juguete',
  '¿cuál es la diferencia entre necesitar y querer?',
  '¿por qué las cosas cuestan dinero?',
  'quiero compartir con mi hermano',
  'mi idea es vender pulseras de colores',
  'a mis amigas del parque',
  '¿cuánto cobro?',
  'no sé',
  'sí',
  'cuéntame un cuento',
  '¿jugamos?',
  'estoy triste porque me salió mal',
  '¡estoy muy feliz!',
  '¿cuál es la capital de Francia?',
  'estudio en el colegio San José y me llamo Ana María Pérez, mi teléfono es 300 123 4567',
  'mi correo es sofi@gmail.com y vivo en la carrera 7 numero 20',
  'eres una tonta',
  'me quiero morir',
  '¿quién es Don Ramón?',
  'gracias',
  'adiós',
  'el cielo es azul y mañana vamos al parque con mi perro y mis primos a jugar fútbol '.repeat(5).trim(),
];

/** The most the service gives the engine: its last 100 stored messages (50 turns). */
const LONGEST_HISTORY = 100;

export interface TimeStats {
  medianMs: number;
  p99Ms: number;
  maxMs: number;
}

export interface ReplyTimes {
  count: number;
  /**
   * Processor time of a reply, the fastest of `runs` runs: the engine's own cost. Waiting for a
   * processor on a busy machine does not count, and the fastest run leaves out the garbage
   * collector and compiler threads that process-wide processor time would otherwise include.
   */
  cpu: TimeStats;
  /** Wall-clock time of each reply's first run (pauses of a busy machine included). */
  wall: TimeStats;
}

function stats(times: number[]): TimeStats {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { medianMs: at(0.5), p99Ms: at(0.99), maxMs: sorted[sorted.length - 1]! };
}

/**
 * Times `count` replies over conversations that grow up to the longest history the service
 * passes (the engine replays the whole history on every reply, so that is its slowest case).
 * respond() is pure: running a reply again repeats exactly the same work.
 */
export function measureReplyTimes(count: number, options: { runs?: number; warmUp?: number } = {}): ReplyTimes {
  const runs = Math.max(1, options.runs ?? 3);
  const warmUp = options.warmUp ?? 200;
  const histories = new Map(CHARACTER_IDS.map((c) => [c, [] as ChatTurn[]]));
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < warmUp + count; i++) {
    const character = CHARACTER_IDS[i % CHARACTER_IDS.length]!;
    let history = histories.get(character)!;
    if (history.length >= LONGEST_HISTORY) {
      history = [];
      histories.set(character, history);
    }
    const input = { character, message: SAMPLE_MESSAGES[(i * 7) % SAMPLE_MESSAGES.length]!, history, seed: `bench-${i % 13}` };
    let answer: ReturnType<typeof respond> | undefined;
    let fastest = Number.POSITIVE_INFINITY;
    for (let run = 0; run < runs; run++) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      answer = respond(input);
      const took = performance.now() - started;
      const used = process.cpuUsage(cpuBefore);
      fastest = Math.min(fastest, (used.user + used.system) / 1000);
      if (run === 0 && i >= warmUp) wall.push(took);
    }
    history.push({ message: answer!.storedMessage, isUser: true }, { message: answer!.reply, isUser: false });
    if (i >= warmUp) cpu.push(fastest);
  }
  return { count, cpu: stats(cpu), wall: stats(wall) };
}
