/**
 * Whether a free text gives a way to reach someone: an e-mail address or social handle (any "@")
 * or a phone number (7 or more digits written together or split by spaces, dashes or brackets;
 * dots are left out because prices use them: "$1.000.000"). What children and parents write in a
 * public gallery must not let strangers contact a child. Pure.
 */
export function mentionsContactDetails(text: string): boolean {
  if (text.includes('@') || text.includes('\uFF20')) return true;
  const digitRuns = text.match(/\+?\d[\d\s()-]*\d/g) ?? [];
  return digitRuns.some((run) => run.replace(/\D/g, '').length >= 7);
}
