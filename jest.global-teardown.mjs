// Stops the cluster jest.global-setup.mjs started, and only that: a given one belongs to its caller.
export default async function globalTeardown() {
  await globalThis.__UNIVERSO_PG__?.stop();
}
