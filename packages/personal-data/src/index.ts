export { REDACTED, redactPersonalData, type PersonalDataKind, type Redaction } from './personalData';
export { GIVEN_NAMES, NOT_NAMES } from './names';
export { fold } from './text';
