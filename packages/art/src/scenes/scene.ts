import { BACKGROUNDS, type BackgroundId } from './backgrounds';
import { placed, SCENE_GROUND_Y, SCENE_HEIGHT, SCENE_WIDTH, xmlText } from './canvas';
import { CAST, type CastId, type CastMember, EXPRESSIONS, type Expression } from './cast';
import { PROPS, type PropId } from './props';

/**
 * A chapter's illustration as its writer describes it (stored with the chapter's text in
 * svc-content): a place, who is there and how, the things around them, and the Spanish text that
 * describes the picture to someone who cannot see it. composeScene() draws it from the parts.
 */
export interface SceneCharacter {
  id: CastId;
  pose: string;
  expression: Expression;
  /** Horizontal centre on the 640-wide canvas. */
  x: number;
  /** Where the feet stand (Chispas: its centre); default: the ground (Chispas flies above it). */
  y?: number;
  /** Against the character's usual size (0.5 to 2). */
  scale?: number;
  /** Mirrored: faces the other way. */
  flip?: boolean;
}

export interface SceneProp {
  id: PropId;
  x: number;
  /** Where its bottom sits; default: the ground. */
  y?: number;
  scale?: number;
  /** Drawn in front of the characters (a thing held in the hands). */
  front?: boolean;
}

export interface Scene {
  background: BackgroundId;
  characters: SceneCharacter[];
  props?: SceneProp[];
  /** The text alternative: what the picture shows, in Spanish, naming everyone in it. */
  alt: string;
}

export const MAX_SCENE_CHARACTERS = 5;
export const MAX_SCENE_PROPS = 8;
export const SCENE_ALT_MIN = 40;
export const SCENE_ALT_MAX = 320;

const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T & string)[];
const has = (record: object, key: unknown): boolean => typeof key === 'string' && Object.prototype.hasOwnProperty.call(record, key);
const isNumberIn = (value: unknown, min: number, max: number): boolean => typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

function unknownKeys(where: string, value: Record<string, unknown>, known: string[]): string[] {
  return Object.keys(value)
    .filter((key) => !known.includes(key))
    .map((key) => `${where}${key}: campo desconocido`);
}

function placementProblems(where: string, value: Record<string, unknown>): string[] {
  const found: string[] = [];
  if (!isNumberIn(value.x, 0, SCENE_WIDTH)) found.push(`${where}x: debe ser un número entre 0 y ${SCENE_WIDTH}`);
  if (value.y !== undefined && !isNumberIn(value.y, 0, SCENE_HEIGHT)) found.push(`${where}y: debe ser un número entre 0 y ${SCENE_HEIGHT}`);
  if (value.scale !== undefined && !isNumberIn(value.scale, 0.5, 2)) found.push(`${where}scale: debe ser un número entre 0.5 y 2`);
  return found;
}

/**
 * Every problem of a scene description, in Spanish, each starting with the field it is about
 * ([] when it can be drawn). A part that does not exist is named with the parts that do.
 */
export function sceneProblems(raw: unknown): string[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return ['debe ser un objeto {background, characters, props, alt}'];
  const scene = raw as Record<string, unknown>;
  const found = unknownKeys('', scene, ['background', 'characters', 'props', 'alt']);
  if (!has(BACKGROUNDS, scene.background)) found.push(`background: fondo desconocido «${String(scene.background)}» (hay: ${keysOf(BACKGROUNDS).join(', ')})`);

  const characters = scene.characters;
  const present: CastMember[] = [];
  if (!Array.isArray(characters) || characters.length === 0 || characters.length > MAX_SCENE_CHARACTERS) {
    found.push(`characters: debe ser una lista de 1 a ${MAX_SCENE_CHARACTERS} personajes`);
  } else {
    const seen = new Set<string>();
    characters.forEach((item: unknown, i) => {
      const where = `characters.${i}.`;
      if (typeof item !== 'object' || item === null) return void found.push(`${where.slice(0, -1)}: debe ser un objeto {id, pose, expression, x}`);
      const character = item as Record<string, unknown>;
      found.push(...unknownKeys(where, character, ['id', 'pose', 'expression', 'x', 'y', 'scale', 'flip']));
      if (!has(CAST, character.id)) {
        found.push(`${where}id: personaje desconocido «${String(character.id)}» (hay: ${keysOf(CAST).join(', ')})`);
      } else {
        const member: CastMember = CAST[character.id as CastId];
        present.push(member);
        if (seen.has(character.id as string)) found.push(`${where}id: ${member.name} ya está en la escena`);
        seen.add(character.id as string);
        if (typeof character.pose !== 'string' || !member.poses.includes(character.pose)) {
          found.push(`${where}pose: postura desconocida «${String(character.pose)}» para ${member.name} (hay: ${member.poses.join(', ')})`);
        }
      }
      if (typeof character.expression !== 'string' || !(EXPRESSIONS as readonly string[]).includes(character.expression)) {
        found.push(`${where}expression: expresión desconocida «${String(character.expression)}» (hay: ${EXPRESSIONS.join(', ')})`);
      }
      found.push(...placementProblems(where, character));
      if (character.flip !== undefined && typeof character.flip !== 'boolean') found.push(`${where}flip: debe ser true o false`);
    });
  }

  const props = scene.props;
  if (props !== undefined && (!Array.isArray(props) || props.length > MAX_SCENE_PROPS)) {
    found.push(`props: debe ser una lista de hasta ${MAX_SCENE_PROPS} objetos`);
  } else {
    (props ?? []).forEach((item: unknown, i: number) => {
      const where = `props.${i}.`;
      if (typeof item !== 'object' || item === null) return void found.push(`${where.slice(0, -1)}: debe ser un objeto {id, x}`);
      const prop = item as Record<string, unknown>;
      found.push(...unknownKeys(where, prop, ['id', 'x', 'y', 'scale', 'front']));
      if (!has(PROPS, prop.id)) found.push(`${where}id: objeto desconocido «${String(prop.id)}» (hay: ${keysOf(PROPS).join(', ')})`);
      found.push(...placementProblems(where, prop));
      if (prop.front !== undefined && typeof prop.front !== 'boolean') found.push(`${where}front: debe ser true o false`);
    });
  }

  const alt = scene.alt;
  if (typeof alt !== 'string' || alt.trim().length < SCENE_ALT_MIN || alt.length > SCENE_ALT_MAX) {
    found.push(`alt: debe describir la escena en español, entre ${SCENE_ALT_MIN} y ${SCENE_ALT_MAX} caracteres`);
  } else {
    if (!/[.!?]$/.test(alt.trim())) found.push('alt: debe terminar en punto');
    const lower = alt.toLocaleLowerCase('es');
    for (const member of present) {
      if (!lower.includes(member.name.toLocaleLowerCase('es'))) found.push(`alt: no nombra a ${member.name}, que está en la escena`);
    }
  }
  return found;
}

/** Throws with every problem when the scene cannot be drawn. */
export function assertScene(raw: unknown): asserts raw is Scene {
  const problems = sceneProblems(raw);
  if (problems.length > 0) throw new Error(`Escena no válida:\n- ${problems.join('\n- ')}`);
}

/**
 * The scene as a standalone SVG file: one 640x400 canvas, the alt text as its <title>, the
 * background, the props behind, the characters (left to right as listed), the props in front.
 * Pure: the same scene always gives the same text, so its hash can name the file.
 */
export function composeScene(scene: Scene): string {
  assertScene(scene);
  const prop = (item: SceneProp) => placed(item.x, item.y ?? SCENE_GROUND_Y, item.scale ?? 1, false, PROPS[item.id].draw());
  const props = scene.props ?? [];
  const characters = scene.characters.map((item) => {
    const member: CastMember = CAST[item.id];
    const y = item.y ?? SCENE_GROUND_Y - member.lift;
    return placed(item.x, y, member.scale * (item.scale ?? 1), item.flip ?? false, member.draw(item.pose, item.expression));
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" role="img">`,
    `<title>${xmlText(scene.alt.trim())}</title>`,
    BACKGROUNDS[scene.background].draw(),
    ...props.filter((item) => !item.front).map(prop),
    ...characters,
    ...props.filter((item) => item.front).map(prop),
    '</svg>',
    '',
  ].join('\n');
}
