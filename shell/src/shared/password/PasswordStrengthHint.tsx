import { useEffect, useState } from 'react';
import { loadStrengthChecker, strengthSentence } from './strength';

interface PasswordStrengthHintProps {
  id: string;
  password: string;
  /** What the family typed elsewhere in the form (name, e-mail): a password built on them is weak. */
  userInputs?: string[];
}

/**
 * How strong the password looks, as a hint while it is typed. Only advice: the rule that refuses
 * a password is the shared one (length and the common list), applied here and by svc-auth.
 * Nothing is shown until there is something typed and the checker has loaded.
 */
export function PasswordStrengthHint({ id, password, userInputs = [] }: PasswordStrengthHintProps) {
  const [sentence, setSentence] = useState('');
  const inputs = userInputs.join('\n');

  useEffect(() => {
    if (!password) {
      setSentence('');
      return;
    }
    let current = true;
    loadStrengthChecker()
      .then((check) => {
        if (current) setSentence(strengthSentence(check(password, inputs ? inputs.split('\n') : [])));
      })
      .catch(() => {
        if (current) setSentence('');
      });
    return () => {
      current = false;
    };
  }, [password, inputs]);

  return (
    <p id={id} className="uf-field__hint shell-password-strength" aria-live="polite">
      {sentence}
    </p>
  );
}
