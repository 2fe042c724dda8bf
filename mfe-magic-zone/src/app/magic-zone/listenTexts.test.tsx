/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { InvestmentGameRules, LibraryResponse, MarketGame, SimulatorGame } from '@universo/platform/api/content';
import { renderScreen, type ScreenSetup } from '@universo/platform/testing';
import type { ReactElement } from 'react';
import { initialSpendOrSave, SAVINGS_GOALS, SCENARIOS, choose, type SpendOrSaveState } from '@universo/game-rules';
import { renderToStaticMarkup } from 'react-dom/server';
import { ALL_ACTIVITIES } from '../../features/activities/activities';
import { Toolbar } from '../../features/advanced-drawing/components/Toolbar';
import { Gallery, type GalleryState } from '../../features/advanced-drawing/components/Gallery';
import { AxxonDemoPage } from '../../features/axxon-demo/AxxonDemoPage';
import { BusinessPlanWizard } from '../../features/business-plan/BusinessPlanWizard';
import { BusinessSimulator } from '../../features/business-simulator/BusinessSimulator';
import { InvestmentGame } from '../../features/investment-game/InvestmentGame';
import { LemonadeCalculator } from '../../features/lemonade-stand/LemonadeCalculator';
import { LogoCreator } from '../../features/logo-creator/LogoCreator';
import { MarketStrategy } from '../../features/market-strategy/MarketStrategy';
import { getLibraryApi } from '../../features/resource-library/api/getLibrary';
import { ResourceLibrary } from '../../features/resource-library/ResourceLibrary';
import { ActivityCard } from '../../features/activities/components/ActivityCard';
import { GoalPicker } from '../../features/spend-or-save/GoalPicker';
import { SpendOrSaveEnd } from '../../features/spend-or-save/SpendOrSaveEnd';
import { type ClipManifest, textsWithoutClip } from '../../shared/listen/clipManifest';
import { clipFileName, normalizeSpeech } from '../../shared/listen/clipName';
import { magicZoneFixedTexts } from './listenTexts';
import { WeeklyChallenges } from '../../features/weekly-challenges/WeeklyChallenges';
import { PersonalizedChallenges } from '../../features/personalized-challenges/PersonalizedChallenges';
import { getPersonalisedChallengesApi } from '../../features/personalized-challenges/api/getPersonalisedChallenges';
import { ChildDashboardPage } from '../../features/child-dashboard/ChildDashboardPage';
import { SkillBadges } from '../../features/child-dashboard/components/SkillBadges';
import { MyBusiness } from '../../features/child-dashboard/components/MyBusiness';
import { RewardsGrid } from '../../features/child-dashboard/components/RewardsGrid';
import { projectApi } from '../../shared/project/api/projectApi';
import { SKILLS_LEARNED, SKILLS_TOP } from '../../features/child-dashboard/dashboardSpeech';

const CLIP_DIR = join(__dirname, '../../../../svc-content/media/audio/zona-magica');
const manifest = JSON.parse(readFileSync(join(CLIP_DIR, 'manifest.json'), 'utf8')) as ClipManifest;
const fileSize = (name: string): number | null => (existsSync(join(CLIP_DIR, name)) ? statSync(join(CLIP_DIR, name)).size : null);
const fixed = new Set(magicZoneFixedTexts());

/** The texts the "Escuchar" buttons of a rendered screen would play (their recorded part). */
function clipTexts(html: string): string[] {
  return [...html.matchAll(/data-clip-text="([^"]*)"/g)].map((m) =>
    normalizeSpeech(
      m[1]!
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    ),
  );
}

/** A screen as the browser first paints it, with a visitor's store (and what `seed` puts in it). */
function screen(element: ReactElement, seed?: ScreenSetup['seed']): Promise<string> {
  return renderScreen(element, { user: null, seed });
}

// What svc-content might send for the premium games: their texts are read live, never recorded.
const SIMULATOR = {
  rules: { startCapital: 100, salePrice: 8, saleDelayMs: 1000, messageMs: 3000, days: 10, defaultShopName: 'Tienda' },
  actions: [{ id: 'comprar', label: 'Comprar', icon: '📦', cost: 20, products: 5, customers: 0 }],
} as SimulatorGame;
const MARKET = {
  rules: { playerStart: 100, competitorStarts: [95], noise: 5, rounds: 5, leaderBonus: 50 },
  strategies: [{ id: 'precio', label: 'Bajar precios', icon: '💲', player: 10, competitors: -5, explanation: 'Más clientes.', why: 'más gente compra' }],
  competitorNames: ['Otra'],
} as MarketGame;
const INVESTMENT = {
  rules: { startCash: 100, minPrice: 5, rounds: 10 },
  assets: [{ id: 'a', label: 'Árbol', icon: '🌳', startPrice: 10, volatility: 0.1, explanation: 'Crece.', simpleExplanation: 'Crece.', risk: 'poco' }],
} as unknown as InvestmentGameRules;
const LIBRARY: LibraryResponse = {
  categories: [
    {
      id: 'c',
      title: 'Ahorro',
      icon: '🐷',
      resources: [{ id: 'r', title: 'Hoja', description: 'Una hoja', kind: 'Tabla', fileName: 'h.txt', downloadUrl: '/x' }],
    },
  ],
};

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

  it('gives every fixed text of every game a recording: the business games, the logo, the plan, AXXON, the library and the drawing zone', async () => {
    const screens: Record<string, string> = {
      limonada: await screen(<LemonadeCalculator />),
      logo: await screen(<LogoCreator />),
      plan: await screen(<BusinessPlanWizard />),
      axxon: await screen(<AxxonDemoPage />),
      simulador: await screen(<BusinessSimulator game={SIMULATOR} intro="Texto del servicio." />),
      estrategia: await screen(<MarketStrategy game={MARKET} intro="Texto del servicio." />),
      inversion: await screen(<InvestmentGame game={INVESTMENT} intro="Texto del servicio." />),
      biblioteca: await screen(<ResourceLibrary />, (store) => store.dispatch(getLibraryApi.util.upsertQueryData('getLibrary', undefined, LIBRARY))),
      galeria: (
        await Promise.all(
          ([{ kind: 'needs-profile' }, { kind: 'ready', list: { drawings: [], count: 0, limit: 200 } }] satisfies GalleryState[]).map((state) =>
            screen(<Gallery state={state} deleting={null} onDelete={() => undefined} headingRef={{ current: null }} />),
          ),
        )
      ).join(''),
      herramientas: (
        await Promise.all(
          ['brush', 'stamp'].map((tool) =>
            screen(<Toolbar settings={{ tool, colour: 'negro', size: 'mediano', stamp: 'francesca' } as never} onChange={() => undefined} />),
          ),
        )
      ).join(''),
    };
    for (const [name, html] of Object.entries(screens)) {
      const recorded = clipTexts(html);
      // Each screen reads at least its instruction from a recording, and names each button by what it reads.
      expect({ name, recorded: recorded.length > 0 }).toEqual({ name, recorded: true });
      expect({ name, missing: recorded.filter((text) => !fixed.has(text)) }).toEqual({ name, missing: [] });
      expect(html).toMatch(/aria-label="Escuchar: /);
    }
    // The service's texts are read live: never looked for among the recordings.
    expect(clipTexts(screens.simulador!)).not.toContain('Texto del servicio.');
    expect(screens.simulador).toContain('aria-label="Escuchar: Texto del servicio"');
  });

  it('never gives a button a written-out text: a fixed text comes from the catalogue, anything else is read live', () => {
    const root = join(__dirname, '../..');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [join(dir, entry.name)] : [],
      );
    const offenders = files(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<Listen(?:Button|Row)\b[^>]*?\btext=(?:"|\{\s*[`'"])/g)].map(() => relative(root, file)),
    );
    expect(offenders).toEqual([]);
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

  it("gives the challenges and the child dashboard a button for each text: the fixed ones recorded, the services' read live", async () => {
    const challenges = {
      challenges: [{ id: 'r1', icon: '⭐', title: 'Reto del servicio', description: 'Hazlo hoy.', steps: ['Primero'], points: 60 }],
      headerPointsPerChallenge: 10,
    };
    const screens: Record<string, string> = {
      semanales: await screen(<WeeklyChallenges now={() => new Date('2025-11-20T12:00:00Z')} />),
      personalizados: await screen(<PersonalizedChallenges />, (store) =>
        store.dispatch(getPersonalisedChallengesApi.util.upsertQueryData('getPersonalisedChallenges', 8, challenges as never)),
      ),
      panel: await screen(<ChildDashboardPage />),
      habilidades: await screen(
        <>
          <SkillBadges {...SKILLS_LEARNED} skills={[]} />
          <SkillBadges {...SKILLS_TOP} skills={[]} />
        </>,
      ),
      negocio: await screen(<MyBusiness />, (store) => store.dispatch(projectApi.util.upsertQueryData('getProject', undefined, { project: null }))),
    };
    for (const [name, html] of Object.entries(screens)) {
      const recorded = clipTexts(html);
      expect({ name, recorded: recorded.length > 0 }).toEqual({ name, recorded: true });
      expect({ name, missing: recorded.filter((text) => !fixed.has(text)) }).toEqual({ name, missing: [] });
    }
    // Four challenges, each with its card and its question, besides the instruction and the count.
    expect(screens.semanales!.match(/aria-label="Escuchar: /g)).toHaveLength(10);
    expect(screens.personalizados).toContain('aria-label="Escuchar: Reto del servicio. Hazlo hoy. 60…"');
    expect(clipTexts(screens.personalizados!)).toEqual([...fixed].filter((text) => text.startsWith('¿Cuántos años tienes?')));
    const rewards = renderToStaticMarkup(
      <RewardsGrid rewards={[{ id: 'x', rewardTitle: 'Primer paso', rewardDescription: 'Lee un capítulo.', isUnlocked: false, unlockedAt: null } as never]} />,
    );
    expect(rewards).toContain('aria-label="Escuchar: Primer paso. Lee un capítulo. Bloqueada"');
    expect(clipTexts(rewards)).toEqual([]);
  });
});
