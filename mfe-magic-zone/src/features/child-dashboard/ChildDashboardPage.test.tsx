import type { User } from '@universo/platform/api/auth';
import type { ChildDashboard, Reward } from '@universo/platform/api/content';
import { getDashboardApi } from './api/getDashboard';
import { getRewardsApi } from './api/getRewards';
import { ChildDashboardPage } from './ChildDashboardPage';
import { renderScreen, FAMILY_USER as USER } from '@universo/platform/testing';

const DASHBOARD: ChildDashboard = {
  profile: {
    childName: 'Tomás',
    childAge: 7,
    learningLevel: 'principiante',
    preferredCharacter: 'leo',
    progressTracking: { businessIdeasCount: 2, skillsLearned: ['Creatividad', 'Ahorro'] },
  },
  currentLevel: 2,
  progressPercentage: 40,
  nextMilestone: 'Te faltan 90 puntos para llegar a Nivel 3: Árbol de Ideas',
  analytics: { totalSessions: 3, topSkills: ['Ahorro'] },
};

const REWARDS: Reward[] = [
  {
    id: 'primer-ahorro',
    rewardTitle: 'Primer Ahorro',
    rewardDescription: 'Terminaste Gasta o Ahorra.',
    isUnlocked: true,
    unlockedAt: '2025-11-20T15:00:00.000Z',
  },
  { id: 'plan-maestro', rewardTitle: 'Plan Maestro', rewardDescription: 'Tu primer plan.', isUnlocked: false, unlockedAt: null },
];

function render(user: User | null, withData: boolean): Promise<string> {
  return renderScreen(<ChildDashboardPage />, {
    user,
    seed: async (store) => {
      if (!withData) return;
      await store.dispatch(getDashboardApi.util.upsertQueryData('getDashboard', undefined, DASHBOARD));
      await store.dispatch(getRewardsApi.util.upsertQueryData('getRewards', undefined, REWARDS));
    },
  });
}

describe('ChildDashboardPage', () => {
  it('asks a visitor to log in', async () => {
    const html = await render(null, false);
    expect(html).toContain('href="/login"');
    expect(html).not.toContain('progressbar');
  });

  it('greets the child and shows level, progress, counts, skills and rewards', async () => {
    const html = await render(USER, true);
    expect(html).toContain('¡Hola, Tomás!');
    expect(html).toContain('Nivel 2: Brote');
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuemin="0"[^>]*aria-valuemax="100"[^>]*aria-valuenow="40"/);
    expect(html).toContain('40 % del camino hacia Nivel 3: Árbol de Ideas');
    expect(html).toContain('Te faltan 90 puntos');
    expect(html).toMatch(/data-testid="dash-ideas">2</);
    expect(html).toMatch(/data-testid="dash-sessions">3</);
    expect(html).toContain('Creatividad');
    expect(html).toContain('Desbloqueada el 20 de noviembre de 2025');
    expect(html).toContain('Bloqueada');
    expect(html).toContain('href="/personajes"');
    expect(html).toContain('href="/zona-magica"');
  });
});
