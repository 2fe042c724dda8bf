import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import type { HealthResponse } from '@universo/contracts';
import { DataSource } from 'typeorm';
import { SERVICE_NAME } from './tokens';

/** Ready when the database answers. Called by the stack runner and compose, not routed by the gateway. */
@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  @Get('health')
  async health(): Promise<HealthResponse> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('La base de datos no responde.');
    }
    return { status: 'ok', service: this.service };
  }
}
