// The front-end platform's index (the store, RTK Query): what the home page must not load.
export const store = { ready: true };
