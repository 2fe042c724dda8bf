import { apiErrorMessage, toast } from '@universo/platform';
import { useResendConfirmationMutation } from '../../shared/accountMail/accountMailApi';

/**
 * Until the adult confirms the address the account sees what a visitor sees: the first child's
 * profile waits for the confirmation. The mail can be sent again from here.
 */
export function ConfirmAddressReminder() {
  const [resend, { isLoading }] = useResendConfirmationMutation();

  async function again() {
    try {
      await resend().unwrap();
      toast({ title: 'Correo enviado', description: 'Revisa tu bandeja de entrada y abre el enlace para confirmar.' });
    } catch (error) {
      toast({ title: 'No pudimos enviar el correo', description: apiErrorMessage(error) ?? 'Inténtalo de nuevo en un minuto', variant: 'destructive' });
    }
  }

  return (
    <div className="shell-confirm" role="status">
      <p>Confirma tu correo para activar el perfil de tu hijo o hija: te enviamos un enlace. Mientras tanto ves el sitio como un visitante.</p>
      <button type="button" className="uf-button uf-button--secondary uf-button--small" disabled={isLoading} aria-busy={isLoading} onClick={() => void again()}>
        Reenviar el correo
      </button>
    </div>
  );
}
