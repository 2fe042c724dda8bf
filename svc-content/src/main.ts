import 'reflect-metadata';
import { runServiceMain } from '@universo/service-kit';
import { appModule } from './app.module';
import { ContentConfig } from './config';
import { migrations } from './migrations';

runServiceMain({ name: 'content', schema: ContentConfig, module: (config) => appModule(config), migrations });
