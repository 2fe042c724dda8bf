import { PRIVACY_NOTICE_VERSION } from '@universo/contracts';
import { CONSENT_MESSAGES, consentProblems, consentsToRecord } from './consentRules';

const given = { adultConfirmed: true, privacyAccepted: true, privacyVersion: PRIVACY_NOTICE_VERSION };

describe('consentProblems', () => {
  it('accepts both consents for the notice in force', () => {
    expect(consentProblems(given)).toEqual([]);
  });

  it('asks for the adult confirmation when it is missing, false or not a boolean', () => {
    expect(consentProblems({ ...given, adultConfirmed: undefined })).toEqual([CONSENT_MESSAGES.adult]);
    expect(consentProblems({ ...given, adultConfirmed: false })).toEqual([CONSENT_MESSAGES.adult]);
    expect(consentProblems({ ...given, adultConfirmed: 'true' })).toEqual([CONSENT_MESSAGES.adult]);
  });

  it('asks for the notice when it was not accepted, whatever the version', () => {
    expect(consentProblems({ ...given, privacyAccepted: false })).toEqual([CONSENT_MESSAGES.privacy]);
    expect(consentProblems({ adultConfirmed: true })).toEqual([CONSENT_MESSAGES.privacy]);
  });

  it('refuses an old or unknown version of the notice', () => {
    expect(consentProblems({ ...given, privacyVersion: '2025-01-01' })).toEqual([CONSENT_MESSAGES.version]);
    expect(consentProblems({ ...given, privacyVersion: undefined })).toEqual([CONSENT_MESSAGES.version]);
    expect(consentProblems(given, '2027-01-01')).toEqual([CONSENT_MESSAGES.version]);
  });

  it('lists every problem at once', () => {
    expect(consentProblems({})).toEqual([CONSENT_MESSAGES.adult, CONSENT_MESSAGES.privacy]);
  });
});

describe('consentsToRecord', () => {
  it('records both kinds with the version and the same moment', () => {
    const at = new Date('2026-11-25T12:00:00Z');
    expect(consentsToRecord('2026-11-25', at)).toEqual([
      { kind: 'adult_confirmation', version: '2026-11-25', acceptedAt: at },
      { kind: 'privacy_notice', version: '2026-11-25', acceptedAt: at },
    ]);
  });
});
