import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyWithState } from '../state/lazyWithState';
import { useOnScreenKeyboard } from './onScreenKeyboard';

// The chat's code (and the store, if nothing loaded it yet) comes with the first click.
const ChatWindow = lazyWithState(() => import('@universo/platform').then((platform) => platform.ChatWindow));

/**
 * Spec section 2: a floating button on every page (larger on the home page) opens the chat with
 * Francesca, free for everyone. It keeps clear of the phone's rounded corners and home bar
 * (env(safe-area-inset-*)), the footer leaves room for it so it never covers the end of a page,
 * and it steps aside while the on-screen keyboard is open (see onScreenKeyboard).
 */
export function FloatingChat() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const home = pathname === '/';
  // While a child types on a phone the button would sit on the keyboard's edge, over the field.
  const keyboardOpen = useOnScreenKeyboard();

  return (
    <>
      <button
        type="button"
        className={home ? 'shell-chat-button shell-chat-button--home' : 'shell-chat-button'}
        aria-haspopup="dialog"
        hidden={keyboardOpen}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <svg className="shell-chat-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 3C6.5 3 2 6.6 2 11c0 2.4 1.3 4.5 3.4 6L4.6 21l4.2-2.3c1 .2 2.1.3 3.2.3 5.5 0 10-3.6 10-8s-4.5-8-10-8Zm-4 9.3a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Z"
          />
        </svg>
        <span className={home ? 'shell-chat-button__label' : 'uf-visually-hidden'}>Chatea con Francesca</span>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <ChatWindow open={open} characterId="francesca" name="Francesca" onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
