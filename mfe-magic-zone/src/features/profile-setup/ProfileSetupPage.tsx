import { lazy, Suspense, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageState, useCurrentUser } from '@universo/platform';
import { usePageTitle } from '@universo/platform/title';
import { useGetChildProfileQuery } from '../../shared/learning/api/getChildProfile';
import { profileFormFrom } from './domain/profileForm';
import '../../shared/ui/games.css';
import './profileSetup.css';

const loadProfileForm = () => import('./ProfileForm');
const ProfileForm = lazy(() => loadProfileForm().then(({ ProfileForm: form }) => ({ default: form })));

/**
 * /profile-setup: the child's name, age, learning level and favourite character (spec section 2)
 * of the child who is playing; `/profile-setup?nuevo=1` adds another child of the family, with an
 * avatar (POST /api/children).
 */
export function ProfileSetupPage() {
  const [searchParams] = useSearchParams();
  const adding = searchParams.get('nuevo') === '1';
  usePageTitle(adding ? 'Añade un hijo o hija' : 'Perfil de tu hijo o hija');
  const { user, error: userError } = useCurrentUser();
  const profile = useGetChildProfileQuery(undefined, { skip: !user || adding, refetchOnMountOrArgChange: true });
  // A signed-in family will see the form: its chunk downloads while the profile is read.
  useEffect(() => {
    if (user) void loadProfileForm().catch(() => undefined);
  }, [user]);

  if (user === null || (user === undefined && userError)) {
    return (
      <section className="uf-container uf-section profile-prompt" aria-labelledby="profile-title">
        <span className="profile-prompt__icon" aria-hidden="true">
          🔐
        </span>
        <h1 id="profile-title">Crea el perfil de tu hijo o hija</h1>
        <p>Para crear un perfil y guardar el progreso, primero inicia sesión.</p>
        <Link to="/login" className="uf-button">
          Iniciar Sesión
        </Link>
      </section>
    );
  }
  // The saved profile (or its 404) decides the first values; a failed read still lets the family fill the form.
  if (user === undefined || (!adding && (profile.isLoading || profile.isUninitialized))) {
    return <ProfileLoading />;
  }

  const existing = adding ? null : (profile.data ?? null);
  return (
    <Suspense fallback={<ProfileLoading />}>
      <ProfileForm adding={adding} editing={existing !== null} initial={profileFormFrom(existing, adding ? null : user)} />
    </Suspense>
  );
}

function ProfileLoading() {
  return (
    <div className="uf-container uf-section">
      <PageState status="loading" message="Cargando el perfil..." />
    </div>
  );
}
