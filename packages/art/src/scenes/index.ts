// Chapter illustrations composed from reusable parts: `@universo/art/scenes`. Pure TypeScript with
// no imports beyond this package, for svc-content's content checks and its illustration script.
export { BACKGROUNDS, type BackgroundId } from './backgrounds';
export { SCENE_GROUND_Y, SCENE_HEIGHT, SCENE_WIDTH } from './canvas';
export { CAST, type CastId, EXPRESSIONS, type Expression } from './cast';
export { PROPS, type PropId } from './props';
export {
  assertScene,
  composeScene,
  MAX_SCENE_CHARACTERS,
  MAX_SCENE_PROPS,
  type Scene,
  SCENE_ALT_MAX,
  SCENE_ALT_MIN,
  type SceneCharacter,
  type SceneProp,
  sceneProblems,
} from './scene';
