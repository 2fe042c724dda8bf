import { expect, type Page } from '@playwright/test';
import { CHAT_CONSENT_VERSION } from '@universo/contracts';
import { needsMailbox } from './target';

interface CaughtMail {
  to?: { address?: string }[];
  html?: string;
  text?: string;
  date?: string;
}

/**
 * Confirms the signed-in adult's address the way the adult does: the link in the confirmation
 * mail, read from the mail catcher. Nothing to do while svc-auth does not report the address as
 * unconfirmed.
 */
export async function confirmFamilyAddress(page: Page, email: string): Promise<void> {
  const user = (await (await page.request.get('/api/auth/user')).json()) as { emailConfirmed?: boolean };
  if (user.emailConfirmed !== false) return;
  const mailbox = needsMailbox();
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailbox}/api/email`).catch(() => undefined);
        if (!response?.ok) return undefined;
        const mails = ((await response.json()) as CaughtMail[]).filter((mail) => mail.to?.some((to) => to.address?.toLowerCase() === email.toLowerCase()));
        for (const mail of mails.reverse()) {
          const found = /[?&]token=([A-Za-z0-9_-]+)/.exec(`${mail.html ?? ''} ${mail.text ?? ''}`);
          if (found) token = found[1];
          if (token) break;
        }
        return token;
      },
      { timeout: 20_000, message: `el correo de confirmación para ${email}` },
    )
    .toBeTruthy();
  const confirmed = await page.request.post('/api/auth/confirm-email', { data: { token } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

/** The adult turns chat on for the child who is playing (the consent the chat asks for), through the API. */
export async function turnChatOnForPlayingChild(page: Page): Promise<void> {
  const family = (await (await page.request.get('/api/children')).json()) as { activeChildId: string | null };
  expect(family.activeChildId, 'la familia no tiene un niño jugando').toBeTruthy();
  const answer = await page.request.post(`/api/children/${family.activeChildId}/chat-consent`, { data: { version: CHAT_CONSENT_VERSION } });
  expect(answer.ok(), await answer.text()).toBe(true);
}
