import { CONTACT_SUBJECTS, type ContactSubject } from '@universo/contracts';

/** Spec section 2: the 'Soy...' options (values sent as they are), with the words families read. */
export const SUBJECT_LABELS: Record<ContactSubject, string> = {
  padre: 'Padre, madre o acudiente',
  educador: 'Educador o docente',
  prensa: 'Periodista o medio de prensa',
  distribuidor: 'Distribuidor o librería',
  otro: 'Otro',
};

export const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((value) => ({ value, label: SUBJECT_LABELS[value] }));

export function isContactSubject(value: string): value is ContactSubject {
  return (CONTACT_SUBJECTS as readonly string[]).includes(value);
}
