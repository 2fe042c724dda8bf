import { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '@universo/platform';

/** The one store of the page, created when the first part of the shell that needs it loads. */
const store = createAppStore();

export function StateProvider({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
