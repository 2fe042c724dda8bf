import { type FormEvent, useEffect, useRef, useState } from 'react';
import { apiErrorMessage, TextField } from '@universo/platform';
import { useVerifySecondFactorMutation } from '../api/adminSecondFactor';
import { recoveryCodeProblem, totpCodeProblem, typedTotpCode } from '../secondFactor';

/** The code prompt of a session that has not given its second factor yet (a code, or a recovery code). */
export function SecondFactorPrompt() {
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [verify, { isLoading }] = useVerifySecondFactorMutation();
  const input = useRef<HTMLInputElement>(null);
  const fieldId = useRecovery ? 'second-factor-recovery' : 'second-factor-code';

  // The field changes with the kind of code: keep the keyboard in it.
  useEffect(() => {
    input.current?.focus();
  }, [useRecovery]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const local = useRecovery ? recoveryCodeProblem(code) : totpCodeProblem(code);
    if (local) {
      setProblem(local);
      input.current?.focus();
      return;
    }
    try {
      await verify(useRecovery ? { recoveryCode: code } : { code }).unwrap();
    } catch (error) {
      setProblem(apiErrorMessage(error) ?? 'No pudimos comprobar el código. Inténtalo de nuevo.');
      setCode('');
      input.current?.focus();
    }
  }

  return (
    <section className="uf-card moderation-gate second-factor" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title">Verificación en dos pasos</h2>
      <p>
        {useRecovery
          ? 'Escribe uno de los códigos de recuperación que guardaste al activar la verificación. Cada código sirve una sola vez.'
          : 'Abre tu aplicación de autenticación y escribe el código de 6 cifras de Universo de Francesca.'}
      </p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Verificar el código">
        <TextField
          key={fieldId}
          ref={input}
          id={fieldId}
          label={useRecovery ? 'Código de recuperación' : 'Código de 6 cifras'}
          value={code}
          onChange={(event) => {
            setCode(useRecovery ? event.target.value : typedTotpCode(event.target.value));
            setProblem(undefined);
          }}
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoComplete={useRecovery ? 'off' : 'one-time-code'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={useRecovery ? 30 : 6}
          error={problem}
        />
        <div className="uf-card__actions">
          <button type="submit" className="uf-button" disabled={isLoading}>
            {isLoading ? 'Comprobando...' : 'Verificar'}
          </button>
          <button
            type="button"
            className="uf-button uf-button--secondary"
            onClick={() => {
              setUseRecovery((current) => !current);
              setCode('');
              setProblem(undefined);
            }}
          >
            {useRecovery ? 'Usar el código de la aplicación' : 'Usar un código de recuperación'}
          </button>
        </div>
      </form>
    </section>
  );
}
