export { containsPersonalData, findPersonalData, REDACTED, redactPersonalData, type PersonalDataKind, type Redaction } from './personalData';
export type { Span } from './spans';
export { GIVEN_NAMES, NOT_NAMES } from './names';
export { fold } from './text';
