import { CONTROL_PORT } from './ports';
import { needsStackControl } from './target';

/** Stops or starts one service of the running test stack (the stack runner's control server). */
export async function controlService(name: string, action: 'stop' | 'start'): Promise<void> {
  needsStackControl();
  const res = await fetch(`http://127.0.0.1:${CONTROL_PORT}/services/${encodeURIComponent(name)}/${action}`, { method: 'POST' });
  if (!res.ok) throw new Error(`No se pudo ${action === 'stop' ? 'detener' : 'arrancar'} ${name}: ${res.status} ${await res.text()}`);
}

/** Takes one page's visitor first screen on the test stack (its own are off: STACK_FIRST_SCREENS=0). */
export async function captureFirstScreen(path: string): Promise<{ kept: string[]; skipped: { path: string; reason: string }[] }> {
  needsStackControl();
  const res = await fetch(`http://127.0.0.1:${CONTROL_PORT}/first-screens?path=${encodeURIComponent(path)}`, { method: 'POST' });
  if (!res.ok) throw new Error(`No se pudo tomar la primera pantalla de ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { kept: string[]; skipped: { path: string; reason: string }[] };
}

/** Removes one page's first screen from the test stack. */
export async function forgetFirstScreen(path: string): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${CONTROL_PORT}/first-screens?path=${encodeURIComponent(path)}`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`No se pudo quitar la primera pantalla de ${path}: ${res.status} ${await res.text()}`);
}
