import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { apiErrorMessage, useCurrentUser } from '@universo/platform';
import { useConfirmEmailMutation, useResendConfirmationMutation } from '../../shared/accountMail/accountMailApi';
import { tokenFromSearch } from './accountMailForms';
import { usePageTitle } from '@universo/platform/title';

const BROKEN_LINK = 'El enlace no es válido o está incompleto: ábrelo de nuevo desde el correo.';

type Outcome = { kind: 'working' } | { kind: 'confirmed'; message: string } | { kind: 'failed'; message: string };

/** /confirmar?token=…: where the confirmation mail's link lands. The link is used once, on arrival. */
export function ConfirmEmailPage() {
  usePageTitle('Confirma tu correo');
  const { search } = useLocation();
  const token = tokenFromSearch(search);
  const { isLoggedIn } = useCurrentUser();
  const [confirmEmail] = useConfirmEmailMutation();
  const [resend, resendState] = useResendConfirmationMutation();
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'working' } : { kind: 'failed', message: BROKEN_LINK });
  const [resendMessage, setResendMessage] = useState('');
  const sent = useRef(false);

  useEffect(() => {
    // A link works once: React's development double effect must not spend it twice.
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail({ token })
      .unwrap()
      .then((answer) => setOutcome({ kind: 'confirmed', message: answer.message }))
      .catch((error: unknown) => setOutcome({ kind: 'failed', message: apiErrorMessage(error) ?? 'No pudimos confirmar tu correo. Inténtalo de nuevo.' }));
  }, [token, confirmEmail]);

  async function sendAgain() {
    try {
      setResendMessage((await resend().unwrap()).message);
    } catch (error) {
      setResendMessage(apiErrorMessage(error) ?? 'No pudimos enviar el correo. Inténtalo de nuevo.');
    }
  }

  return (
    <section className="shell-auth uf-container" aria-labelledby="confirm-title">
      <div className="shell-auth__card uf-card">
        <h1 id="confirm-title">Confirma tu correo</h1>
        {outcome.kind === 'working' ? (
          <p className="uf-lead" role="status">
            Confirmando tu correo…
          </p>
        ) : null}
        {outcome.kind === 'confirmed' ? (
          <>
            <p className="uf-lead" role="status">
              {outcome.message}
            </p>
            <p>Ya puedes crear el perfil de tu hijo o hija y usar todo lo que necesita el permiso de un adulto.</p>
            <p className="shell-auth__switch">
              <Link to={isLoggedIn ? '/' : '/login'}>{isLoggedIn ? 'Ir al inicio' : 'Iniciar sesión'}</Link>
            </p>
          </>
        ) : null}
        {outcome.kind === 'failed' ? (
          <>
            <p className="uf-lead" role="alert">
              {outcome.message}
            </p>
            {isLoggedIn ? (
              <>
                <button type="button" className="uf-button" onClick={sendAgain} disabled={resendState.isLoading} aria-busy={resendState.isLoading}>
                  Enviar un correo nuevo
                </button>
                {resendMessage ? <p role="status">{resendMessage}</p> : null}
              </>
            ) : (
              <p className="shell-auth__switch">
                <Link to="/login">Inicia sesión</Link> para pedir un correo de confirmación nuevo.
              </p>
            )}
          </>
        ) : null}
      </div>
    </section>
  );
}
