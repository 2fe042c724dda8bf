import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiErrorMessage, isApiRequestError, toast, useCurrentUser } from '@universo/platform';
import { useDeleteAccountMutation, useReauthenticateMutation } from './accountDataApi';
import { fetchAccountExport, saveFile } from './accountExport';
import { PasswordDialog } from './PasswordDialog';
import { usePageTitle } from '@universo/platform/title';

type Dialog = 'none' | 'export' | 'delete';

const WRONG_PASSWORD = 'La contraseña no es correcta.';

/** /cuenta/datos: the family downloads everything the site keeps about it, or deletes the account. */
export function AccountDataPage() {
  usePageTitle('Tus datos');
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const [dialog, setDialog] = useState<Dialog>('none');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [downloading, setDownloading] = useState(false);
  const [reauthenticate, reauth] = useReauthenticateMutation();
  const [deleteAccount, deletion] = useDeleteAccountMutation();

  async function download(): Promise<void> {
    setDownloading(true);
    try {
      const outcome = await fetchAccountExport();
      if (outcome.kind === 'file') {
        saveFile(outcome.blob, outcome.fileName);
        toast({ title: 'Tus datos están listos', description: `Descargamos ${outcome.fileName}.` });
      } else if (outcome.kind === 'reauth') {
        setPasswordError(undefined);
        setDialog('export');
      } else if (outcome.kind === 'logged-out') {
        navigate('/login');
      } else {
        toast({ title: 'No se pudo descargar', description: outcome.message, variant: 'destructive' });
      }
    } finally {
      setDownloading(false);
    }
  }

  function failed(error: unknown, title: string): void {
    const message = apiErrorMessage(error);
    if (isApiRequestError(error) && error.status === 403) {
      setPasswordError(message ?? WRONG_PASSWORD);
      return;
    }
    setDialog('none');
    toast({ title, description: message ?? 'Inténtalo de nuevo en unos minutos.', variant: 'destructive' });
  }

  async function confirmExport(password: string): Promise<void> {
    try {
      await reauthenticate({ password }).unwrap();
    } catch (error) {
      failed(error, 'No se pudo confirmar tu contraseña');
      return;
    }
    setDialog('none');
    await download();
  }

  async function confirmDeletion(password: string): Promise<void> {
    try {
      const outcome = await deleteAccount({ password }).unwrap();
      setDialog('none');
      toast({ title: 'Cuenta eliminada', description: outcome.message });
      navigate('/');
    } catch (error) {
      failed(error, 'No se pudo eliminar la cuenta');
    }
  }

  if (isLoading) return null;
  if (!user) {
    return (
      <section className="shell-account uf-container" aria-labelledby="account-data-title">
        <h1 id="account-data-title">Tus datos</h1>
        <p className="uf-lead">
          <Link to="/login">Inicia sesión</Link> con la cuenta de tu familia para descargar o eliminar sus datos.
        </p>
      </section>
    );
  }

  return (
    <section className="shell-account uf-container" aria-labelledby="account-data-title">
      <h1 id="account-data-title">Tus datos</h1>
      <p className="uf-lead">
        Los datos de tu familia son tuyos. Aquí puedes llevarte una copia de todo lo que guardamos o borrarlo para siempre. Cómo los cuidamos y cuánto tiempo
        los guardamos está en nuestro <Link to="/privacidad">aviso de privacidad</Link>. La actividad de cada hijo, el chat y los permisos están en{' '}
        <Link to="/familia">Familia</Link>.
      </p>

      <article className="shell-account__card uf-card" aria-labelledby="export-title">
        <h2 id="export-title">Descargar mis datos</h2>
        <p>
          Un archivo JSON con todo lo que guardamos de tu familia: la cuenta y los consentimientos, los perfiles de los niños y su progreso, sus dibujos, las
          conversaciones del chat, la suscripción y sus pagos, las publicaciones en la comunidad, los mensajes de contacto y el boletín.
        </p>
        <button type="button" className="uf-button" onClick={() => void download()} disabled={downloading} aria-busy={downloading}>
          Descargar mis datos
        </button>
      </article>

      <article className="shell-account__card shell-account__card--danger uf-card" aria-labelledby="delete-title">
        <h2 id="delete-title">Eliminar cuenta</h2>
        <p>
          Borra la cuenta y todos los datos de tu familia en Universo de Francesca: los perfiles de los niños, su progreso, sus dibujos y sus conversaciones.{' '}
          <strong>No se puede deshacer.</strong>
        </p>
        <button
          type="button"
          className="uf-button shell-button--danger"
          onClick={() => {
            setPasswordError(undefined);
            setDialog('delete');
          }}
        >
          Eliminar cuenta
        </button>
      </article>

      <PasswordDialog
        open={dialog === 'export'}
        title="Confirma que eres tú"
        confirmLabel="Confirmar y descargar"
        busy={reauth.isLoading || downloading}
        error={passwordError}
        onConfirm={(password) => void confirmExport(password)}
        onCancel={() => setDialog('none')}
      >
        <p>Por seguridad, escribe de nuevo tu contraseña para descargar los datos de tu familia.</p>
      </PasswordDialog>

      <PasswordDialog
        open={dialog === 'delete'}
        title="¿Eliminar la cuenta para siempre?"
        confirmLabel="Eliminar mi cuenta"
        danger
        busy={deletion.isLoading}
        error={passwordError}
        onConfirm={(password) => void confirmDeletion(password)}
        onCancel={() => setDialog('none')}
      >
        <ul className="shell-dialog__warnings">
          <li>Se borrarán la cuenta, los perfiles de los niños, su progreso, sus dibujos y sus conversaciones.</li>
          <li>Si tienes el Plan Emprendedor Mágico, se cancelará y no se harán más cobros.</li>
          <li>Guardaremos solo los registros de pago que exige la ley, sin tu nombre ni tu correo.</li>
          <li>Esto no se puede deshacer. Si quieres una copia, descarga tus datos antes.</li>
        </ul>
      </PasswordDialog>
    </section>
  );
}
