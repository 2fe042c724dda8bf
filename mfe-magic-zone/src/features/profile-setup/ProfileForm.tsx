import { type ReactNode, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CHILD_AVATAR_LOOKS, CHILD_AVATARS, type ChildAvatar, CHILD_PROFILE_RULES as R } from '@universo/contracts';
import { toast, useAddChildMutation } from '@universo/platform';
import { Form, RadioGroupField, SelectField, SubmitButton, TextField } from '@universo/platform/forms';
import { useSaveChildProfileMutation } from './api/saveChildProfile';
import { CHARACTER_OPTIONS, LEVEL_OPTIONS, PROFILE_AGES, type ProfileFormValues, profileRequest, profileSaveErrorMessage } from './domain/profileForm';
import '../../shared/ui/games.css';
import './profileSetup.css';

const AGE_OPTIONS = PROFILE_AGES.map((age) => ({ value: String(age), label: `${age} años` }));

/** A choice's words: its name in bold and a short description. */
function Described({ label, description }: { label: string; description: string }) {
  return (
    <span>
      <strong>{label}</strong> <span className="mz-note">{description}</span>
    </span>
  );
}

/** A choice drawn as its icon beside its words. */
function WithIcon({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <>
      <span className="profile-option__icon" aria-hidden="true">
        {icon}
      </span>
      {children}
    </>
  );
}

/** The three groups of radio buttons: what each offers and how it is drawn. */
const CHOICE_GROUPS = {
  learningLevel: {
    legend: 'Nivel de aprendizaje',
    className: 'profile-options',
    optionClassName: 'profile-option',
    options: LEVEL_OPTIONS.map((level) => ({ value: level.id, label: <Described {...level} /> })),
  },
  preferredCharacter: {
    legend: 'Personaje favorito',
    className: 'profile-options profile-options--characters',
    optionClassName: 'profile-option profile-option--card',
    options: CHARACTER_OPTIONS.map((character) => ({
      value: character.id,
      label: (
        <WithIcon icon={character.icon}>
          <Described {...character} />
        </WithIcon>
      ),
    })),
  },
  avatar: {
    legend: 'Avatar',
    className: 'profile-options profile-options--avatars',
    optionClassName: 'profile-option profile-option--avatar',
    options: CHILD_AVATARS.map((option) => ({
      value: option,
      label: (
        <WithIcon icon={CHILD_AVATAR_LOOKS[option].emoji}>
          <span>{CHILD_AVATAR_LOOKS[option].label}</span>
        </WithIcon>
      ),
    })),
  },
} as const;

type ProfileValues = ProfileFormValues & { avatar: ChildAvatar };

/** The profile's form, in its own chunk with react-hook-form: only a signed-in family opens it. */
export function ProfileForm({ adding, editing, initial }: { adding: boolean; editing: boolean; initial: ProfileFormValues }) {
  const navigate = useNavigate();
  const [saveProfile] = useSaveChildProfileMutation();
  const [addChild] = useAddChildMutation();
  const form = useForm<ProfileValues>({ defaultValues: { ...initial, avatar: 'estrella' } });
  const [serverError, setServerError] = useState('');
  const errorRef = useRef<HTMLDivElement>(null);

  async function submit(values: ProfileValues) {
    setServerError('');
    const request = profileRequest(values);
    if (adding) {
      await addChild({ ...request, avatar: values.avatar }).unwrap();
      toast({ title: '¡Perfil creado!', description: `Elige a ${request.childName} en «¿Quién está jugando?» cuando le toque jugar.` });
      navigate('/');
      return;
    }
    await saveProfile(request).unwrap();
    toast({ title: '¡Perfil guardado!', description: `Bienvenido al Universo de Francesca, ${request.childName}.` });
    navigate('/child-dashboard');
  }

  return (
    <section className="uf-container uf-section profile" aria-labelledby="profile-title">
      <h1 id="profile-title">{adding ? 'Añade un hijo o hija' : editing ? 'Edita el perfil de tu hijo o hija' : 'Crea el perfil de tu hijo o hija'}</h1>
      <p className="uf-lead">Con estos datos adaptamos los juegos, los retos y el personaje que acompaña a tu hijo o hija.</p>
      <Form
        form={form}
        className="uf-form profile-form"
        onSubmit={submit}
        onFailure={(error) => {
          setServerError(profileSaveErrorMessage(error));
          requestAnimationFrame(() => errorRef.current?.focus());
        }}
      >
        <TextField id="profile-childName" name="childName" rule={R.childName} label="Nombre del niño o la niña" autoComplete="off" />
        <SelectField id="profile-childAge" name="childAge" rule={R.childAge} label="Edad" placeholder="Elige la edad" options={AGE_OPTIONS} />
        <RadioGroupField id="profile-learningLevel" name="learningLevel" rule={R.learningLevel} {...CHOICE_GROUPS.learningLevel} />
        <RadioGroupField id="profile-preferredCharacter" name="preferredCharacter" rule={R.preferredCharacter} {...CHOICE_GROUPS.preferredCharacter} />
        {adding ? <RadioGroupField id="profile-avatar" name="avatar" {...CHOICE_GROUPS.avatar} /> : null}
        {serverError ? (
          <div className="profile-error" role="alert" tabIndex={-1} ref={errorRef}>
            {serverError}
          </div>
        ) : null}
        <div className="mz-actions">
          <SubmitButton busyLabel="Guardando...">{editing ? 'Guardar Cambios' : adding ? 'Añadir Perfil' : 'Crear Perfil'}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
