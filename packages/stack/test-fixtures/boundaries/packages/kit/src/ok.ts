// Allowed: a package used by an app, through its own files.
export const ok = 1;
