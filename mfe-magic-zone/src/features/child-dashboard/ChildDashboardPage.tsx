import donRamon from '@universo/art/svg/don_ramon.svg';
import francesca from '@universo/art/svg/francesca.svg';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { PageState, useCurrentUser } from '@universo/platform';
import { useGetDashboardQuery } from './api/getDashboard';
import { useGetRewardsQuery } from './api/getRewards';
import { LevelProgress } from './components/LevelProgress';
import { RewardsGrid } from './components/RewardsGrid';
import { SkillBadges } from './components/SkillBadges';
import { dashboardErrorMessage, dashboardScreen } from './domain/dashboardView';
import { ListenRow } from '../../shared/listen/ListenRow';
import { countsSpeech, DASH_LEAD, DASH_NO_PROFILE, DASH_VISITOR, promptSpeech, SKILLS_LEARNED, SKILLS_TOP } from './dashboardSpeech';
import { usePageTitle } from '@universo/platform/title';
import '../../shared/ui/games.css';
import './childDashboard.css';

// Its own chunk (with the logo's drawing): a visitor's cold visit to the dashboard never loads it.
const MyBusiness = lazy(() => import('./components/MyBusiness').then((m) => ({ default: m.MyBusiness })));

/** A screen with nothing to show yet: a character's portrait (a file URL, decorative beside the title). */
type PromptPicture = { art: string };

function Prompt({ art, prompt, to, action }: PromptPicture & { prompt: { title: string; text: string }; to: string; action: string }) {
  return (
    <section className="uf-container uf-section dash-prompt" aria-labelledby="dash-prompt-title">
      <img src={art} alt="" width={160} height={160} decoding="async" className="uf-art dash-prompt__art" />
      <ListenRow text={promptSpeech(prompt)}>
        <h1 id="dash-prompt-title">{prompt.title}</h1>
        <p>{prompt.text}</p>
      </ListenRow>
      <Link to={to} className="uf-button">
        {action}
      </Link>
    </section>
  );
}

/** /child-dashboard: the child's progress (spec section 2). Login required. */
export function ChildDashboardPage() {
  usePageTitle('Mi Panel Mágico');
  const { user, error: userError } = useCurrentUser();
  // The dashboard is computed from events other pages record (a chapter read, a game): always fresh on arrival.
  const dashboard = useGetDashboardQuery(undefined, { skip: !user, refetchOnMountOrArgChange: true });
  const rewards = useGetRewardsQuery(undefined, { skip: !user || !dashboard.data, refetchOnMountOrArgChange: true });
  const screen = dashboardScreen({ user, userFailed: Boolean(userError), hasData: Boolean(dashboard.data), error: dashboard.error });

  if (screen === 'visitor') {
    return <Prompt art={donRamon} prompt={DASH_VISITOR} to="/login" action="Iniciar Sesión" />;
  }
  if (screen === 'loading') {
    return (
      <div className="uf-container uf-section">
        <PageState status="loading" message="Cargando tu panel mágico..." />
      </div>
    );
  }
  if (screen === 'no-profile') {
    return <Prompt art={francesca} prompt={DASH_NO_PROFILE} to="/profile-setup" action="Crear Perfil" />;
  }
  if (screen === 'error' || !dashboard.data) {
    return (
      <div className="uf-container uf-section">
        <PageState
          status="error"
          title="Mi Panel Mágico"
          headingLevel={1}
          message={dashboardErrorMessage(dashboard.error)}
          onRetry={() => void dashboard.refetch()}
        />
      </div>
    );
  }

  const { profile, currentLevel, progressPercentage, nextMilestone, analytics } = dashboard.data;
  return (
    <section className="uf-container uf-section dash" aria-labelledby="dash-title">
      <ListenRow text={DASH_LEAD} live={`¡Hola, ${profile.childName}! ${DASH_LEAD}`}>
        <h1 id="dash-title">¡Hola, {profile.childName}!</h1>
        <p className="uf-lead">{DASH_LEAD}</p>
      </ListenRow>
      <div className="dash-grid">
        <LevelProgress level={currentLevel} percentage={progressPercentage} milestone={nextMilestone} />
        <ListenRow className="dash-counts" live={countsSpeech(profile.progressTracking.businessIdeasCount, analytics.totalSessions)}>
          <dl className="mz-stats">
            <div>
              <dt>Ideas de negocio</dt>
              <dd data-testid="dash-ideas">{profile.progressTracking.businessIdeasCount}</dd>
            </div>
            <div>
              <dt>Sesiones</dt>
              <dd data-testid="dash-sessions">{analytics.totalSessions}</dd>
            </div>
          </dl>
        </ListenRow>
        <SkillBadges {...SKILLS_LEARNED} skills={profile.progressTracking.skillsLearned} />
        <SkillBadges {...SKILLS_TOP} skills={analytics.topSkills} highlight />
      </div>
      <Suspense fallback={<PageState status="loading" message="Cargando tu emprendimiento..." />}>
        <MyBusiness />
      </Suspense>
      <section className="uf-section" aria-labelledby="dash-rewards-title">
        <h2 id="dash-rewards-title">Recompensas</h2>
        {rewards.data ? (
          <RewardsGrid rewards={rewards.data} />
        ) : rewards.isError ? (
          <PageState status="error" message="No pudimos cargar las recompensas." onRetry={() => void rewards.refetch()} />
        ) : (
          <PageState status="loading" message="Cargando recompensas..." />
        )}
      </section>
      <div className="mz-actions">
        <Link to="/personajes" className="uf-button uf-button--secondary">
          <span aria-hidden="true">💬</span> Hablar con los Personajes
        </Link>
        <Link to="/zona-magica" className="uf-button">
          <span aria-hidden="true">✨</span> Ir a la Zona Mágica
        </Link>
      </div>
    </section>
  );
}
