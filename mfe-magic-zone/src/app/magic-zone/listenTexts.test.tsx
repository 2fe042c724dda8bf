/// <reference types="node" />
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { initialSpendOrSave, SAVINGS_GOALS, SCENARIOS, choose, type SpendOrSaveState } from '@universo/game-rules';
import { renderToStaticMarkup } from 'react-dom/server';
import { ALL_ACTIVITIES } from '../../features/activities/activities';
import { ActivityCard } from '../../features/activities/components/ActivityCard';
import { GoalPicker } from '../../features/spend-or-save/GoalPicker';
import { SpendOrSaveEnd } from '../../features/spend-or-save/SpendOrSaveEnd';
import { type ClipManifest, textsWithoutClip } from '../../shared/listen/clipManifest';
import { clipFileName, normalizeSpeech } from '../../shared/listen/clipName';
import { magicZoneFixedTexts } from './listenTexts';

const CLIP_DIR = join(__dirname, '../../../../svc-content/media/audio/zona-magica');
const manifest = JSON.parse(readFileSync(join(CLIP_DIR, 'manifest.json'), 'utf8')) as ClipManifest;
const fileSize = (name: string): number | null => (existsSync(join(CLIP_DIR, name)) ? statSync(join(CLIP_DIR, name)).size : null);
const fixed = new Set(magicZoneFixedTexts());

/** The texts the "Escuchar" buttons of a rendered screen would play (their recorded part). */
function clipTexts(html: string): string[] {
  return [...html.matchAll(/data-clip-text="([^"]*)"/g)].map((m) =>
    normalizeSpeech(m[1]!.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')),
  );
}

function finishedGame(): SpendOrSaveState {
  let state = initialSpendOrSave(0, SAVINGS_GOALS[0]!.id);
  const scenario = SCENARIOS[state.scenarioIndex]!;
  state = choose(state, scenario.choices.find((c) => c.kind === 'save')!.id);
  return { ...state, phase: 'finished' };
}

describe('the Magic Zone\'s recordings for "Escuchar"', () => {
  it('has a current recording for every fixed text (run svc-content/scripts/narrateMagicZone.ts after editing one)', () => {
    expect(fixed.size).toBeGreaterThan(50);
    expect(textsWithoutClip([...fixed], manifest, fileSize)).toEqual([]);
  });

  it('finds a changed text without a recording, and a clip made from other words', () => {
    const [first] = [...fixed];
    expect(textsWithoutClip([`${first!} Ahora con otra frase.`], manifest, fileSize)).toHaveLength(1);
    const name = clipFileName(first!);
    const edited: ClipManifest = { ...manifest, clips: { ...manifest.clips, [name]: { ...manifest.clips[name]!, text: 'otro texto' } } };
    expect(textsWithoutClip([first!], edited, fileSize)).toEqual([first]);
    expect(textsWithoutClip([first!], manifest, () => null)).toEqual([first]);
  });

  it('keeps no clip that no screen uses, and the clips stay small', () => {
    const names = new Set([...fixed].map(clipFileName));
    expect(Object.keys(manifest.clips).filter((name) => !names.has(name))).toEqual([]);
    for (const entry of Object.values(manifest.clips)) expect(entry.bytes).toBeLessThan(120_000);
  });

  it('gives every button of the activity cards and of Gasta o Ahorra a recorded text', () => {
    const screens = [
      ...ALL_ACTIVITIES.map((activity) => renderToStaticMarkup(<ActivityCard activity={activity} onOpen={() => undefined} />)),
      renderToStaticMarkup(<GoalPicker busy={false} onPick={() => undefined} />),
      renderToStaticMarkup(<SpendOrSaveEnd state={finishedGame()} recording={{ kind: 'local' }} showCoins onPlayAgain={() => undefined} />),
    ];
    const played = screens.flatMap(clipTexts);
    expect(played.length).toBeGreaterThanOrEqual(ALL_ACTIVITIES.length + SAVINGS_GOALS.length + 3);
    expect(played.filter((text) => !fixed.has(text))).toEqual([]);
    expect(screens.join('')).toContain('Escuchar');
  });
});
