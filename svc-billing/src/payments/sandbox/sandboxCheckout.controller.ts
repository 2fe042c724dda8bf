import { applyDecorators, Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiProduces, ApiResponse, type ApiResponseOptions } from '@nestjs/swagger';
import { BodyPolicy, CurrentSession, type SessionClaims } from '@universo/service-kit';
import type { FastifyReply } from 'fastify';
import { NotificationsService } from '../../notifications/notifications.service';
import { BILLING_CLOCK, type Clock } from '../../subscriptions/clock';
import type { SandboxChoice } from './sandboxDecision';
import { renderCheckoutPage, renderMessagePage, SANDBOX_PAGE_CSP } from './sandboxCheckoutPage';
import { SANDBOX_CHECKOUT_PATH, SandboxProvider } from './sandboxProvider';

const NOT_FOUND = ['Pago no encontrado', 'Este pago de prueba no existe o es de otra cuenta. Inicia sesión con la cuenta que se suscribió.'] as const;

/** Where the browser goes after the redirect: the pages of mfe-commerce. */
export const AFTER_CHOICE: Readonly<Record<SandboxChoice, string>> = {
  approve: '/subscription-success',
  reject: '/subscription?pago=rechazado',
};

/** The page's answers are HTML for the browser, not JSON. */
const htmlPage = (status: number, description: string): ApiResponseOptions => ({
  status,
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});
const NOT_FOUND_PAGE = htmlPage(404, 'Página «Pago no encontrado»: el pago no existe, es de otra cuenta o no hay sesión.');

/**
 * One of the page's two buttons: a plain HTML form (no script may run on it) with an empty body,
 * answered with a redirect back to the shop (`description` says where), or a page when the
 * payment is not there or was already answered.
 */
function SandboxChoiceRoute(description: string): MethodDecorator {
  return applyDecorators(
    BodyPolicy({ acceptForm: true }),
    HttpCode(303),
    ApiResponse({
      status: 303,
      description,
      headers: { Location: { description: 'La página de la tienda a la que vuelve el navegador.', schema: { type: 'string' } } },
    }),
    ApiResponse(NOT_FOUND_PAGE),
    ApiResponse(htmlPage(409, 'Página «Pago ya procesado»: el pago ya fue aprobado o rechazado.')),
  );
}

/**
 * The sandbox provider's test payment page (its init_point). Only the family that subscribed can
 * see or answer it; to anybody else it does not exist. The answer goes to billing through the
 * same signed notification path a real provider uses, then the browser returns to the site.
 */
@Controller('api/billing/sandbox/checkout')
export class SandboxCheckoutController {
  constructor(
    private readonly sandbox: SandboxProvider,
    private readonly notifications: NotificationsService,
    @Inject(BILLING_CLOCK) private readonly clock: Clock,
  ) {}

  @Get(':id')
  @ApiProduces('text/html')
  @ApiResponse(htmlPage(200, 'La página del pago de prueba, o la que dice que ya se procesó.'))
  @ApiResponse(NOT_FOUND_PAGE)
  async page(@Param('id') id: string, @CurrentSession() session: SessionClaims | null, @Res() reply: FastifyReply): Promise<void> {
    const preapproval = session ? await this.sandbox.findForPayer(id, session.sub) : null;
    if (!preapproval) return this.html(reply, 404, renderMessagePage(...NOT_FOUND));
    if (preapproval.status !== 'pending') {
      const settled = preapproval.status === 'authorized' ? 'Este pago de prueba ya fue aprobado.' : 'Este pago de prueba fue rechazado o cancelado.';
      return this.html(reply, 200, renderMessagePage('Pago ya procesado', settled));
    }
    return this.html(
      reply,
      200,
      renderCheckoutPage({ actionBase: `${SANDBOX_CHECKOUT_PATH}/${id}`, planName: preapproval.reason, amount: preapproval.amount }),
    );
  }

  @Post(':id/approve')
  @SandboxChoiceRoute('Pago de prueba aprobado: vuelve a /subscription-success.')
  approve(@Param('id') id: string, @CurrentSession() session: SessionClaims | null, @Res() reply: FastifyReply): Promise<void> {
    return this.answer(id, session, 'approve', reply);
  }

  @Post(':id/reject')
  @SandboxChoiceRoute('Pago de prueba rechazado: vuelve a /subscription?pago=rechazado.')
  reject(@Param('id') id: string, @CurrentSession() session: SessionClaims | null, @Res() reply: FastifyReply): Promise<void> {
    return this.answer(id, session, 'reject', reply);
  }

  private async answer(id: string, session: SessionClaims | null, choice: SandboxChoice, reply: FastifyReply): Promise<void> {
    const result = session ? await this.sandbox.decide(id, session.sub, choice) : ({ outcome: 'not_found' } as const);
    if (result.outcome === 'not_found') return this.html(reply, 404, renderMessagePage(...NOT_FOUND));
    if (result.outcome === 'conflict') {
      const settled = result.preapproval.status === 'authorized' ? 'ya fue aprobado' : 'ya fue rechazado o cancelado';
      return this.html(reply, 409, renderMessagePage('Pago ya procesado', `Este pago de prueba ${settled}: no se puede cambiar.`));
    }
    // A repeated answer is notified again too: harmless (the event is stale), and it heals a first
    // notification that never arrived.
    await this.notifications.receive(this.sandbox.name, this.sandbox.notificationAbout(id, this.clock()));
    await reply.status(303).header('location', AFTER_CHOICE[choice]).header('cache-control', 'no-store').send();
  }

  private async html(reply: FastifyReply, status: number, body: string): Promise<void> {
    await reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', SANDBOX_PAGE_CSP)
      .send(body);
  }
}
