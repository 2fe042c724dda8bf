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
import { usePageTitle } from '@universo/platform/title';
import '../../shared/ui/games.css';
import './childDashboard.css';

// Its own chunk (with the logo's drawing): a visitor's cold visit to the dashboard never loads it.
const MyBusiness = lazy(() => import('./components/MyBusiness').then((m) => ({ default: m.MyBusiness })));

/** A screen with nothing to show yet: a character's portrait (a file URL, decorative beside the title). */
type PromptPicture = { art: string };

function Prompt({ art, title, text, to, action }: PromptPicture & { title: string; text: string; to: string; action: string }) {
  return (
    <section className="uf-container uf-section dash-prompt" aria-labelledby="dash-prompt-title">
      <img src={art} alt="" width={160} height={160} decoding="async" className="uf-art dash-prompt__art" />
      <h1 id="dash-prompt-title">{title}</h1>
      <p>{text}</p>
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
    return (
      <Prompt
        art={donRamon}
        title="Mi Panel Mágico"
        text="Inicia sesión para ver el progreso, las habilidades y las recompensas de tu hijo o hija."
        to="/login"
        action="Iniciar Sesión"
      />
    );
  }
  if (screen === 'loading') {
    return (
      <div className="uf-container uf-section">
        <PageState status="loading" message="Cargando tu panel mágico..." />
      </div>
    );
  }
  if (screen === 'no-profile') {
    return (
      <Prompt
        art={francesca}
        title="Crea el perfil de tu hijo o hija"
        text="Aún no hay un perfil. Cuéntanos su nombre, su edad y su personaje favorito para empezar a guardar su progreso."
        to="/profile-setup"
        action="Crear Perfil"
      />
    );
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
      <h1 id="dash-title">¡Hola, {profile.childName}!</h1>
      <p className="uf-lead">Este es tu panel mágico: mira cuánto has aprendido y qué recompensas has ganado.</p>
      <div className="dash-grid">
        <LevelProgress level={currentLevel} percentage={progressPercentage} milestone={nextMilestone} />
        <dl className="mz-stats dash-counts">
          <div>
            <dt>Ideas de negocio</dt>
            <dd data-testid="dash-ideas">{profile.progressTracking.businessIdeasCount}</dd>
          </div>
          <div>
            <dt>Sesiones</dt>
            <dd data-testid="dash-sessions">{analytics.totalSessions}</dd>
          </div>
        </dl>
        <SkillBadges
          title="Habilidades aprendidas"
          skills={profile.progressTracking.skillsLearned}
          empty="Juega en la Zona Mágica para aprender tu primera habilidad."
        />
        <SkillBadges title="Tus mejores habilidades" skills={analytics.topSkills} empty="Aquí aparecerán las habilidades que más practicas." highlight />
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
