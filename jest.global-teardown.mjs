export default async function globalTeardown() {
  await globalThis.__UNIVERSO_PG__?.stop();
}
