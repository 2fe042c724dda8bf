import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@universo/platform/design.css';
import { App } from './app/App';
import { holdFirstScreen } from './app/firstScreen';
import { probeSession } from './app/session/sessionProbe';
import { watchPendingLogout } from './features/auth/pendingLogout';
import { registerServiceWorker } from './features/offline/registerServiceWorker';
import { loadRemotes } from './features/remotes/remoteRegistry';
import './styles/shell.css';

// The remote map, from the page itself (inlined by the gateway), before the first render.
void loadRemotes();
// And who is logged in, for the header (the store loads only when a page needs it).
void probeSession();
// A logout the gateway answered while svc-auth was down: ask svc-auth to end that session.
void watchPendingLogout();
// Reading without internet (after the page's load: the first visit never waits for it).
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html.');
// A visitor's page came with its first screen: it stays until the app has drawn the same page.
holdFirstScreen(container);
// Rendered as a transition: React then works in slices of a few milliseconds and lets the browser
// answer a tap in between, instead of one long task a cheap phone cannot interrupt.
const root = createRoot(container);
startTransition(() => root.render(<App />));
