import { isTextEntry, keyboardLikelyOpen } from './onScreenKeyboard';

describe('isTextEntry', () => {
  it.each([
    [{ tagName: 'INPUT', type: 'text' }, true],
    [{ tagName: 'INPUT', type: 'email' }, true],
    [{ tagName: 'INPUT', type: 'password' }, true],
    [{ tagName: 'INPUT', type: 'number' }, true],
    [{ tagName: 'TEXTAREA' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [{ tagName: 'INPUT', type: 'checkbox' }, false],
    [{ tagName: 'INPUT', type: 'radio' }, false],
    [{ tagName: 'INPUT', type: 'submit' }, false],
    [{ tagName: 'INPUT', type: 'text', readOnly: true }, false],
    [{ tagName: 'TEXTAREA', disabled: true }, false],
    [{ tagName: 'BUTTON' }, false],
    [{ tagName: 'SELECT' }, false],
    [{ tagName: 'A' }, false],
  ])('%o brings up a keyboard: %s', (element, expected) => {
    expect(isTextEntry(element)).toBe(expected);
  });

  it('is false without a focused element', () => {
    expect(isTextEntry(null)).toBe(false);
  });
});

describe('keyboardLikelyOpen', () => {
  const phone = { coarsePointer: true, focusedTextEntry: false, visibleHeight: 740, layoutHeight: 740 };

  it('says yes on a touch screen with the focus in a text field', () => {
    expect(keyboardLikelyOpen({ ...phone, focusedTextEntry: true })).toBe(true);
  });

  it('says yes when the visible part of a touch screen shrank by more than a quarter', () => {
    expect(keyboardLikelyOpen({ ...phone, visibleHeight: 420 })).toBe(true);
  });

  it('ignores the browser bars coming and going (a small shrink)', () => {
    expect(keyboardLikelyOpen({ ...phone, visibleHeight: 680 })).toBe(false);
  });

  it('says no with a mouse: a laptop has no on-screen keyboard, and a short window is not one', () => {
    const laptop = { coarsePointer: false, focusedTextEntry: true, visibleHeight: 300, layoutHeight: 800 };
    expect(keyboardLikelyOpen(laptop)).toBe(false);
  });

  it('says no when the browser reports no visual viewport and nothing is focused', () => {
    expect(keyboardLikelyOpen({ ...phone, visibleHeight: undefined })).toBe(false);
  });
});
