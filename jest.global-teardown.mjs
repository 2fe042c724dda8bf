// Stops the cluster jest.global-setup.mjs started, and only that (a given one belongs to its caller), once.
export default async function globalTeardown() {
  const pg = globalThis.__UNIVERSO_PG__;
  globalThis.__UNIVERSO_PG__ = undefined;
  await pg?.stop();
}
