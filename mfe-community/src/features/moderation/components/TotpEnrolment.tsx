import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TotpEnrolmentDone, TotpEnrolmentStart } from '@universo/platform/api/auth';
import { apiErrorMessage } from '@universo/platform';
import { Form, SubmitButton } from '@universo/platform/forms';
import { useConfirmTotpEnrolmentMutation, useStartTotpEnrolmentMutation } from '../api/adminSecondFactor';
import { groupedSecret } from '../secondFactor';
import { showCodeRefusal, TotpCodeField } from './codeField';

type Step = { name: 'intro' } | { name: 'scan'; enrolment: TotpEnrolmentStart } | { name: 'codes'; done: TotpEnrolmentDone };

/**
 * Enrolment of an authenticator app: a new secret (QR code, text and otpauth URI), the first
 * code to confirm it, then the recovery codes, shown this once. Each step's heading takes the
 * focus, so keyboard and screen-reader users follow along.
 */
export function TotpEnrolment({ onStarted, onFinished }: { onStarted: () => void; onFinished: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'intro' });
  const [problem, setProblem] = useState<string | undefined>();
  const [start, { isLoading: starting }] = useStartTotpEnrolmentMutation();
  const [confirm] = useConfirmTotpEnrolmentMutation();
  const form = useForm({ defaultValues: { code: '' } });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step.name !== 'intro') heading.current?.focus();
  }, [step.name]);

  async function onStart() {
    setProblem(undefined);
    try {
      const enrolment = await start().unwrap();
      onStarted();
      setStep({ name: 'scan', enrolment });
    } catch (error) {
      setProblem(apiErrorMessage(error) ?? 'No pudimos empezar la activación. Inténtalo de nuevo.');
    }
  }

  async function onConfirm({ code }: { code: string }) {
    setStep({ name: 'codes', done: await confirm({ code }).unwrap() });
  }

  if (step.name === 'intro') {
    return (
      <section className="uf-card moderation-gate second-factor" aria-labelledby="enrol-title">
        <h2 id="enrol-title">Activa la verificación en dos pasos</h2>
        <p>
          Para moderar necesitas, además de tu contraseña, un código de una aplicación de autenticación en tu teléfono (por ejemplo Google Authenticator,
          Microsoft Authenticator o FreeOTP).
        </p>
        {problem ? (
          <p className="uf-field__error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="uf-card__actions">
          <button type="button" className="uf-button" onClick={() => void onStart()} disabled={starting}>
            {starting ? 'Preparando...' : 'Empezar la activación'}
          </button>
        </div>
      </section>
    );
  }

  if (step.name === 'scan') {
    const { enrolment } = step;
    return (
      <section className="uf-card moderation-gate second-factor" aria-labelledby="enrol-scan-title">
        <h2 id="enrol-scan-title" ref={heading} tabIndex={-1}>
          Agrega Universo de Francesca a tu aplicación
        </h2>
        <ol className="second-factor__steps">
          <li>
            Escanea este código QR con la aplicación:
            <img className="second-factor__qr" src={enrolment.qrCode} width={200} height={200} alt="Código QR para tu aplicación de autenticación" />
          </li>
          <li>
            O escribe esta clave a mano (tipo «basada en el tiempo»):
            <code className="second-factor__secret" aria-label="Clave secreta" data-testid="totp-secret">
              {groupedSecret(enrolment.secret)}
            </code>
            <details>
              <summary>Ver el enlace otpauth</summary>
              <code className="second-factor__uri">{enrolment.otpauthUri}</code>
            </details>
          </li>
          <li>Escribe el código de 6 cifras que muestra la aplicación.</li>
        </ol>
        <p className="second-factor__note">Esta clave solo se muestra ahora: no la compartas con nadie.</p>
        <Form form={form} aria-label="Confirmar la activación" onSubmit={onConfirm} onFailure={(error) => showCodeRefusal(form, 'code', error)}>
          <TotpCodeField id="enrol-code" />
          <div className="uf-card__actions">
            <SubmitButton busyLabel="Comprobando...">Activar</SubmitButton>
          </div>
        </Form>
      </section>
    );
  }

  return (
    <section className="uf-card moderation-gate second-factor" aria-labelledby="enrol-codes-title">
      <h2 id="enrol-codes-title" ref={heading} tabIndex={-1}>
        Guarda tus códigos de recuperación
      </h2>
      <p>
        La verificación en dos pasos está activa. Si pierdes el teléfono, cada uno de estos códigos te deja entrar una sola vez. Guárdalos en un lugar seguro:{' '}
        <strong>no se volverán a mostrar</strong>.
      </p>
      <ul className="second-factor__codes" aria-label="Códigos de recuperación">
        {step.done.recoveryCodes.map((recovery) => (
          <li key={recovery}>
            <code>{recovery}</code>
          </li>
        ))}
      </ul>
      <div className="uf-card__actions">
        <button type="button" className="uf-button" onClick={onFinished}>
          Ya guardé los códigos: ir a moderar
        </button>
      </div>
    </section>
  );
}
