import { CONTACT_RULES } from '@universo/contracts';
import { missingRequired } from './missingRequired';

describe('missingRequired', () => {
  it('is true only when a field’s message is its rule’s “required” one', () => {
    expect(missingRequired(CONTACT_RULES, { email: { message: CONTACT_RULES.email.required } })).toBe(true);
    expect(missingRequired(CONTACT_RULES, { email: CONTACT_RULES.email.required })).toBe(true);
    expect(missingRequired(CONTACT_RULES, { email: { message: CONTACT_RULES.email.invalid } })).toBe(false);
    expect(missingRequired(CONTACT_RULES, {})).toBe(false);
  });
});
