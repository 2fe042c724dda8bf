/**
 * A plausible e-mail address (something@domain.tld, no spaces). The services check it again;
 * this only spares families a round trip for a typo.
 */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}
