import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';

/**
 * Slices that remotes add at run time. A remote may describe its slice for typed selectors:
 * `declare module '@universo/platform' { interface LazyLoadedSlices extends WithSlice<typeof gameSlice> {} }`,
 * or simply use the selectors of `gameSlice.injectInto(rootReducer)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

/** The one root reducer: the API cache now, remote slices when their code loads (`rootReducer.inject`). */
export const rootReducer = combineSlices(baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
