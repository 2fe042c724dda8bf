import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { RECOVERY_CODE_RULE } from '@universo/contracts';
import { Form, SubmitButton, TextField } from '@universo/platform/forms';
import { useVerifySecondFactorMutation } from '../api/adminSecondFactor';
import { recoveryCodeProblem } from '../secondFactor';
import { showCodeRefusal, TotpCodeField } from './codeField';

interface CodeValues {
  code: string;
  recoveryCode: string;
}

/** The code prompt of a session that has not given its second factor yet (a code, or a recovery code). */
export function SecondFactorPrompt() {
  const [useRecovery, setUseRecovery] = useState(false);
  const [verify] = useVerifySecondFactorMutation();
  const form = useForm<CodeValues>({ defaultValues: { code: '', recoveryCode: '' } });
  const field = useRecovery ? 'recoveryCode' : 'code';
  const { setFocus } = form;

  // The field changes with the kind of code: keep the keyboard in it.
  useEffect(() => {
    setFocus(field);
  }, [field, setFocus]);

  return (
    <section className="uf-card moderation-gate second-factor" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title">Verificación en dos pasos</h2>
      <p>
        {useRecovery
          ? 'Escribe uno de los códigos de recuperación que guardaste al activar la verificación. Cada código sirve una sola vez.'
          : 'Abre tu aplicación de autenticación y escribe el código de 6 cifras de Universo de Francesca.'}
      </p>
      <Form
        form={form}
        aria-label="Verificar el código"
        onSubmit={async (values) => {
          await verify(useRecovery ? { recoveryCode: values.recoveryCode } : { code: values.code }).unwrap();
        }}
        onFailure={(error) => showCodeRefusal(form, field, error)}
      >
        {useRecovery ? (
          <TextField
            key="recovery"
            id="second-factor-recovery"
            name="recoveryCode"
            rule={RECOVERY_CODE_RULE}
            validate={recoveryCodeProblem}
            label="Código de recuperación"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        ) : (
          <TotpCodeField key="code" id="second-factor-code" />
        )}
        <div className="uf-card__actions">
          <SubmitButton busyLabel="Comprobando...">Verificar</SubmitButton>
          <button
            type="button"
            className="uf-button uf-button--secondary"
            onClick={() => {
              form.reset();
              setUseRecovery((current) => !current);
            }}
          >
            {useRecovery ? 'Usar el código de la aplicación' : 'Usar un código de recuperación'}
          </button>
        </div>
      </Form>
    </section>
  );
}
