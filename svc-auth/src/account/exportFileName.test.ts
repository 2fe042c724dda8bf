import { accountExportFileName } from '@universo/contracts';

describe('accountExportFileName', () => {
  it('names the file after the day in Bogotá', () => {
    expect(accountExportFileName(new Date('2026-11-25T12:00:00Z'))).toBe('universo-de-francesca-datos-2026-11-25.json');
    // 02:00 UTC is still the previous evening in Bogotá (UTC-5).
    expect(accountExportFileName(new Date('2026-11-26T02:00:00Z'))).toBe('universo-de-francesca-datos-2026-11-25.json');
  });
});
