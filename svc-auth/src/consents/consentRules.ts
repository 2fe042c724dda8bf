import { CONSENT_MESSAGES, type ConsentKind, PRIVACY_NOTICE_VERSION, type RegistrationConsents } from '@universo/contracts';

// The registration form shows the same messages (@universo/contracts: accountRules).
export { CONSENT_MESSAGES };

/**
 * What is wrong with the consents sent at registration, in the order the form shows them; empty
 * when both were given for the notice in force. Only `true` counts as consent.
 */
export function consentProblems(input: Partial<Record<keyof RegistrationConsents, unknown>>, currentVersion = PRIVACY_NOTICE_VERSION): string[] {
  const problems: string[] = [];
  if (input.adultConfirmed !== true) problems.push(CONSENT_MESSAGES.adult);
  if (input.privacyAccepted !== true) problems.push(CONSENT_MESSAGES.privacy);
  else if (input.privacyVersion !== currentVersion) problems.push(CONSENT_MESSAGES.version);
  return problems;
}

export interface ConsentToRecord {
  kind: ConsentKind;
  version: string;
  acceptedAt: Date;
}

/**
 * The rows a registration records. The adult's confirmation is worded on the registration form,
 * which belongs to the same notice: both carry the notice's version.
 */
export function consentsToRecord(version: string, acceptedAt: Date): ConsentToRecord[] {
  return [
    { kind: 'adult_confirmation', version, acceptedAt },
    { kind: 'privacy_notice', version, acceptedAt },
  ];
}
