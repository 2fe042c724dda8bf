import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { dynamicMiddleware } from './dynamicMiddleware';
import { type RootState, rootReducer } from './rootReducer';

/** Creates the site's store. The shell calls it once; a remote's standalone page calls it for itself. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(dynamicMiddleware.middleware).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
