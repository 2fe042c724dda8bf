import { type ComponentType, lazy, Suspense } from 'react';
import { PageState, PremiumGate } from '@universo/platform';
import type { Activity, ActivityId } from '../../features/activities/activities';

// Each activity is its own chunk: /zona-magica paints with the cards only, a game loads when opened.
const VIEWS: Record<ActivityId, ComponentType> = {
  'gasta-ahorra': lazy(() => import('../../features/spend-or-save/SpendOrSaveGame').then((m) => ({ default: m.SpendOrSaveGame }))),
  'plan-emprendimiento': lazy(() => import('../../features/business-plan/BusinessPlanWizard').then((m) => ({ default: m.BusinessPlanWizard }))),
  'crea-logo': lazy(() => import('../../features/logo-creator/LogoCreator').then((m) => ({ default: m.LogoCreator }))),
  limonada: lazy(() => import('../../features/lemonade-stand/LemonadeCalculator').then((m) => ({ default: m.LemonadeCalculator }))),
  retos: lazy(() => import('../../features/weekly-challenges/WeeklyChallenges').then((m) => ({ default: m.WeeklyChallenges }))),
  'juegos-avanzados': lazy(() => import('./AdvancedGames').then((m) => ({ default: m.AdvancedGames }))),
  'biblioteca-completa': lazy(() => import('../../features/resource-library/ResourceLibrary').then((m) => ({ default: m.ResourceLibrary }))),
  'retos-personalizados': lazy(() =>
    import('../../features/personalized-challenges/PersonalizedChallenges').then((m) => ({ default: m.PersonalizedChallenges })),
  ),
  'dibujo-avanzado': lazy(() => import('../../features/advanced-drawing/AdvancedDrawing').then((m) => ({ default: m.AdvancedDrawing }))),
};

/** What the premium gate names for each premium activity this page gates. */
const GATE_FEATURE: Partial<Record<ActivityId, string>> = {};

/**
 * Premium activities whose view asks svc-content for its content and rules, and shows the shared
 * gate itself when the service refuses them (403 with `premiumItem`): the server decides, for
 * visitors too, and nothing of them is in this remote's bundle.
 */
const SERVER_GATED: ReadonlySet<ActivityId> = new Set<ActivityId>(['juegos-avanzados', 'biblioteca-completa', 'retos-personalizados', 'dibujo-avanzado']);

/** The Magic Zone's activities: free ones open for everybody, premium ones behind the shared gate (spec section 6). */
export function renderActivity(activity: Activity) {
  const View = VIEWS[activity.id];
  const content = (
    <Suspense fallback={<PageState status="loading" message="Preparando la actividad..." />}>
      <View />
    </Suspense>
  );
  if (activity.tier === 'free' || SERVER_GATED.has(activity.id)) return content;
  return <PremiumGate feature={GATE_FEATURE[activity.id] ?? activity.title}>{content}</PremiumGate>;
}
