import 'reflect-metadata';
import { runServiceMain } from '@universo/service-kit';
import { appModule } from './app.module';
import { ChatConfig } from './config';
import { migrations } from './migrations';

runServiceMain({ name: 'chat', schema: ChatConfig, module: (config) => appModule(config), migrations });
