import 'reflect-metadata';
import { runServiceMain } from '@universo/service-kit';
import { appModule } from './app.module';
import { AuthConfig } from './config';
import { migrations } from './migrations';

runServiceMain({ name: 'auth', schema: AuthConfig, module: (config) => appModule(config), migrations });
