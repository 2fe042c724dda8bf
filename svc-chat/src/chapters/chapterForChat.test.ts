import { checkChapterForChat } from './chapterForChat';

const REF = { bookId: 1, number: 4 };
const MARKET = { ...REF, title: 'El Mercado de Don Ramón', description: 'Precios.', character: 'don_ramon' as const };

describe('checkChapterForChat', () => {
  it("accepts the chapter's own character", () => {
    expect(checkChapterForChat({ state: 'found', topic: MARKET }, 'don_ramon', REF)).toEqual({ ok: true, topic: MARKET });
  });

  it('refuses another character with a Spanish 400 naming the right one', () => {
    expect(checkChapterForChat({ state: 'found', topic: MARKET }, 'leo', REF)).toEqual({
      ok: false,
      status: 400,
      message: 'En el capítulo «El Mercado de Don Ramón» se conversa con Don Ramón.',
    });
  });

  it('refuses an unknown chapter with a 400 and waits (503) when svc-content cannot tell', () => {
    expect(checkChapterForChat({ state: 'unknown' }, 'francesca', { bookId: 1, number: 99 })).toEqual({
      ok: false,
      status: 400,
      message: 'No encontramos el capítulo 99 del libro 1.',
    });
    expect(checkChapterForChat({ state: 'unavailable' }, 'francesca', REF)).toMatchObject({ ok: false, status: 503 });
  });

  it('accepts any character for a chapter without a conversation yet', () => {
    expect(checkChapterForChat({ state: 'found', topic: { ...MARKET, character: null } }, 'leo', REF)).toMatchObject({ ok: true });
  });
});
