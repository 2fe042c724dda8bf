import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CHILD_AVATAR_LOOKS, CHILD_AVATARS, type ChildAvatar } from '@universo/contracts';
import { PageState, TextField, toast, useAddChildMutation, useCurrentUser } from '@universo/platform';
import { useGetChildProfileQuery } from '../../shared/learning/api/getChildProfile';
import { useSaveChildProfileMutation } from './api/saveChildProfile';
import {
  CHARACTER_OPTIONS,
  CHILD_NAME_MAX,
  LEVEL_OPTIONS,
  PROFILE_AGES,
  type ProfileField,
  type ProfileFormValues,
  profileFormFrom,
  profileSaveErrorMessage,
  validateProfileForm,
} from './domain/profileForm';
import { usePageTitle } from '@universo/platform/title';
import '../../shared/ui/games.css';
import './profileSetup.css';

/**
 * /profile-setup: the child's name, age, learning level and favourite character (spec section 2)
 * of the child who is playing; `/profile-setup?nuevo=1` adds another child of the family, with an
 * avatar (POST /api/children).
 */
export function ProfileSetupPage() {
  const id = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const adding = searchParams.get('nuevo') === '1';
  usePageTitle(adding ? 'Añade un hijo o hija' : 'Perfil de tu hijo o hija');
  const { user, error: userError } = useCurrentUser();
  const profile = useGetChildProfileQuery(undefined, { skip: !user || adding, refetchOnMountOrArgChange: true });
  const [saveProfile, { isLoading: savingProfile }] = useSaveChildProfileMutation();
  const [addChild, { isLoading: addingChild }] = useAddChildMutation();
  const saving = savingProfile || addingChild;
  const [avatar, setAvatar] = useState<ChildAvatar>('estrella');
  const [edited, setEdited] = useState<ProfileFormValues | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [serverError, setServerError] = useState('');
  const errorRef = useRef<HTMLDivElement>(null);

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
    return (
      <div className="uf-container uf-section">
        <PageState status="loading" message="Cargando el perfil..." />
      </div>
    );
  }

  const existing = adding ? null : (profile.data ?? null);
  const values = edited ?? profileFormFrom(existing, adding ? null : user);
  const change = (field: keyof ProfileFormValues) => (value: string) => {
    setEdited({ ...values, [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError('');
    const { errors: found, request } = validateProfileForm(values);
    setErrors(found);
    if (!request) {
      const first = (['childName', 'childAge', 'learningLevel', 'preferredCharacter'] as const).find((field) => found[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    try {
      if (adding) {
        await addChild({ ...request, avatar }).unwrap();
        toast({ title: '¡Perfil creado!', description: `Elige a ${request.childName} en «¿Quién está jugando?» cuando le toque jugar.` });
        navigate('/');
        return;
      }
      await saveProfile(request).unwrap();
      toast({ title: '¡Perfil guardado!', description: `Bienvenido al Universo de Francesca, ${request.childName}.` });
      navigate('/child-dashboard');
    } catch (error) {
      setServerError(profileSaveErrorMessage(error));
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  };

  return (
    <section className="uf-container uf-section profile" aria-labelledby="profile-title">
      <h1 id="profile-title">{adding ? 'Añade un hijo o hija' : existing ? 'Edita el perfil de tu hijo o hija' : 'Crea el perfil de tu hijo o hija'}</h1>
      <p className="uf-lead">Con estos datos adaptamos los juegos, los retos y el personaje que acompaña a tu hijo o hija.</p>
      <form className="uf-form profile-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id={`${id}-childName`}
          label="Nombre del niño o la niña"
          autoComplete="off"
          required
          maxLength={CHILD_NAME_MAX}
          value={values.childName}
          error={errors.childName}
          onChange={(event) => change('childName')(event.target.value)}
        />
        <div className="uf-field">
          <label htmlFor={`${id}-childAge`}>Edad</label>
          <select
            id={`${id}-childAge`}
            className="mz-select"
            required
            value={values.childAge}
            aria-invalid={errors.childAge ? true : undefined}
            aria-describedby={errors.childAge ? `${id}-childAge-error` : undefined}
            onChange={(event) => change('childAge')(event.target.value)}
          >
            <option value="">Elige la edad</option>
            {PROFILE_AGES.map((age) => (
              <option key={age} value={age}>
                {age} años
              </option>
            ))}
          </select>
          {errors.childAge ? (
            <p id={`${id}-childAge-error`} className="uf-field__error">
              {errors.childAge}
            </p>
          ) : null}
        </div>
        <fieldset className="profile-options" aria-describedby={errors.learningLevel ? `${id}-learningLevel-error` : undefined}>
          <legend>Nivel de aprendizaje</legend>
          {LEVEL_OPTIONS.map((level, index) => (
            <label key={level.id} className="profile-option">
              <input
                id={index === 0 ? `${id}-learningLevel` : undefined}
                type="radio"
                name={`${id}-level`}
                value={level.id}
                required
                checked={values.learningLevel === level.id}
                onChange={() => change('learningLevel')(level.id)}
              />
              <span>
                <strong>{level.label}</strong> <span className="mz-note">{level.description}</span>
              </span>
            </label>
          ))}
          {errors.learningLevel ? (
            <p id={`${id}-learningLevel-error`} className="uf-field__error">
              {errors.learningLevel}
            </p>
          ) : null}
        </fieldset>
        <fieldset
          className="profile-options profile-options--characters"
          aria-describedby={errors.preferredCharacter ? `${id}-preferredCharacter-error` : undefined}
        >
          <legend>Personaje favorito</legend>
          {CHARACTER_OPTIONS.map((character, index) => (
            <label key={character.id} className="profile-option profile-option--card">
              <input
                id={index === 0 ? `${id}-preferredCharacter` : undefined}
                type="radio"
                name={`${id}-character`}
                value={character.id}
                required
                checked={values.preferredCharacter === character.id}
                onChange={() => change('preferredCharacter')(character.id)}
              />
              <span className="profile-option__icon" aria-hidden="true">
                {character.icon}
              </span>
              <span>
                <strong>{character.label}</strong> <span className="mz-note">{character.description}</span>
              </span>
            </label>
          ))}
          {errors.preferredCharacter ? (
            <p id={`${id}-preferredCharacter-error`} className="uf-field__error">
              {errors.preferredCharacter}
            </p>
          ) : null}
        </fieldset>
        {adding ? (
          <fieldset className="profile-options profile-options--avatars">
            <legend>Avatar</legend>
            {CHILD_AVATARS.map((option) => (
              <label key={option} className="profile-option profile-option--avatar">
                <input type="radio" name={`${id}-avatar`} value={option} checked={avatar === option} onChange={() => setAvatar(option)} />
                <span className="profile-option__icon" aria-hidden="true">
                  {CHILD_AVATAR_LOOKS[option].emoji}
                </span>
                <span>{CHILD_AVATAR_LOOKS[option].label}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {serverError ? (
          <div className="profile-error" role="alert" tabIndex={-1} ref={errorRef}>
            {serverError}
          </div>
        ) : null}
        <div className="mz-actions">
          <button type="submit" className="uf-button" disabled={saving}>
            {saving ? 'Guardando...' : existing ? 'Guardar Cambios' : adding ? 'Añadir Perfil' : 'Crear Perfil'}
          </button>
        </div>
      </form>
    </section>
  );
}
