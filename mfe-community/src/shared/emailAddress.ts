/**
 * A plausible e-mail address (something@domain.tld, no spaces). The services check it again;
 * this only spares families a round trip for a typo.
 */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}

/** An http(s) address, as the community service accepts for an image. */
export function isHttpUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}
