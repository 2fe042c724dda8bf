import { type ComponentType, lazy } from 'react';

/**
 * A part of the shell that needs the store, loaded after the first paint. React, the router and
 * the layout paint the page; the store, RTK Query and @universo/platform load next, in parallel
 * with the part itself. Every such part renders under the same store.
 */
export function lazyWithState<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [{ StateProvider, pageStore }, Component] = await Promise.all([import(/* webpackChunkName: "state" */ './StateProvider'), load()]);
    // The store in a task of its own, after the one that evaluated the modules (see pageStore).
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    pageStore();
    function WithState(props: Props) {
      return (
        <StateProvider>
          <Component {...props} />
        </StateProvider>
      );
    }
    return { default: WithState };
  });
}
