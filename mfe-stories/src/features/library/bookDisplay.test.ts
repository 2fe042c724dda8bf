import { bookIcon, DEFAULT_BOOK_ICON, isBookAvailable } from './bookDisplay';

describe('isBookAvailable', () => {
  it('opens only books whose status is Disponible', () => {
    expect(isBookAvailable({ status: 'Disponible' })).toBe(true);
    expect(isBookAvailable({ status: 'Próximamente' })).toBe(false);
  });
});

describe('bookIcon', () => {
  it('keeps an emoji', () => {
    expect(bookIcon('🦋')).toBe('🦋');
    expect(bookIcon(' 👧🏽 ')).toBe('👧🏽');
  });

  it('falls back to a book for names, text or nothing', () => {
    expect(bookIcon('BookOpen')).toBe(DEFAULT_BOOK_ICON);
    expect(bookIcon('')).toBe(DEFAULT_BOOK_ICON);
  });
});
