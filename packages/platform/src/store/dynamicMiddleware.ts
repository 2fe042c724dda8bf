import { createDynamicMiddleware } from '@reduxjs/toolkit';

/** Middleware that remotes add at run time (e.g. a listener of their own actions). */
export const dynamicMiddleware = createDynamicMiddleware();

export const { addMiddleware } = dynamicMiddleware;
