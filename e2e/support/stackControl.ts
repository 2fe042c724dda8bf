import { CONTROL_PORT } from './ports';
import { needsStackControl } from './target';

/** Stops or starts one service of the running test stack (the stack runner's control server). */
export async function controlService(name: string, action: 'stop' | 'start'): Promise<void> {
  needsStackControl();
  const res = await fetch(`http://127.0.0.1:${CONTROL_PORT}/services/${encodeURIComponent(name)}/${action}`, { method: 'POST' });
  if (!res.ok) throw new Error(`No se pudo ${action === 'stop' ? 'detener' : 'arrancar'} ${name}: ${res.status} ${await res.text()}`);
}
