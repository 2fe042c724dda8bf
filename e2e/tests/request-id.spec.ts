import { expect, test } from '../support/test';
import { turnChatOnForPlayingChild } from '../support/family';
import { CONTROL_PORT } from '../support/ports';
import { registerFamily } from '../support/premium';
import { needsStackControl } from '../support/target';

interface LogLines {
  stack: string[];
  access: string[];
}

async function logLinesWith(id: string): Promise<LogLines> {
  const answer = await fetch(`http://127.0.0.1:${CONTROL_PORT}/logs?contains=${encodeURIComponent(id)}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as LogLines;
}

/**
 * Issue 20: one request id follows a request everywhere it goes. nginx makes it, writes it in its
 * access log and hands it to the service; the service logs it and passes it on to every service it
 * calls. Here: a family without the plan asks Chispas (premium) through the gateway, svc-chat asks
 * svc-billing whether the family may, and the three logs carry the id the browser got back.
 */
test('one request id is in the gateway access log, svc-chat and the svc-billing call it made', async ({ page }) => {
  needsStackControl();
  await registerFamily(page);
  await turnChatOnForPlayingChild(page);
  const response = await page.request.post('/api/chat', {
    data: { sessionId: '5e7a1c2d-3b4f-4a6e-8d9c-0f1e2d3c4b5a', character: 'chispas', message: 'Hola' },
  });
  expect(response.status()).toBe(403);
  const id = response.headers()['x-request-id'] ?? '';
  expect(id).toMatch(/^[0-9a-f]{32}$/);

  // Logs are written a moment after the answer (nginx flushes its buffer every second).
  await expect
    .poll(
      async () => {
        const lines = await logLinesWith(id);
        return {
          gateway: lines.access.some((line) => line.includes('"POST /api/chat ') && / 403 /.test(line)),
          chat: lines.stack.some((line) => line.includes('[svc-chat')),
          billing: lines.stack.some((line) => line.includes('[svc-billing')),
        };
      },
      { timeout: 15_000 },
    )
    .toEqual({ gateway: true, chat: true, billing: true });

  // Another request has another id: the id is the request's, not the session's.
  const again = await page.request.post('/api/chat', {
    data: { sessionId: '5e7a1c2d-3b4f-4a6e-8d9c-0f1e2d3c4b5a', character: 'chispas', message: 'Hola otra vez' },
  });
  expect(again.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  expect(again.headers()['x-request-id']).not.toBe(id);
});
