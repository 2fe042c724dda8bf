import { BadRequestException, ForbiddenException, HttpException, ServiceUnavailableException } from '@nestjs/common';
import { ServiceMetrics } from '@universo/service-kit';
import { countingRefusal, refusalOf } from './chatOutcomes';

describe('chat refusals as counted', () => {
  it('counts a 403 of the step as its refusal, and nothing else', () => {
    expect(refusalOf('premium_refused', new ForbiddenException('Chispas es del plan'))).toBe('premium_refused');
    expect(refusalOf('consent_refused', new HttpException({ message: 'sin permiso', chatConsent: 'required' }, 403))).toBe('consent_refused');
    expect(refusalOf('consent_refused', new HttpException({ message: 'no sabemos' }, 503))).toBeUndefined();
    expect(refusalOf('premium_refused', new ServiceUnavailableException())).toBeUndefined();
    expect(refusalOf('premium_refused', new BadRequestException())).toBeUndefined();
    expect(refusalOf('premium_refused', new Error('otra cosa'))).toBeUndefined();
  });

  it('passes the answer or the error on, counting only the refusal', async () => {
    const metrics = new ServiceMetrics('chat', { defaultMetrics: false });
    await expect(countingRefusal(metrics, 'premium_refused', Promise.resolve(7))).resolves.toBe(7);
    await expect(countingRefusal(metrics, 'premium_refused', Promise.reject(new ForbiddenException()))).rejects.toBeInstanceOf(ForbiddenException);
    await expect(countingRefusal(metrics, 'consent_refused', Promise.reject(new ServiceUnavailableException()))).rejects.toBeInstanceOf(
      ServiceUnavailableException,
    );
    const text = await metrics.text();
    expect(text).toContain('universo_chat_messages_total{outcome="premium_refused",service="svc-chat"} 1');
    expect(text).toContain('universo_chat_messages_total{outcome="consent_refused",service="svc-chat"} 0');
  });
});
