import { documentationConfig, type OpenApiService } from '@universo/openapi';
import { appModule } from './app.module';
import { ChatConfig } from './config';

/** svc-chat's OpenAPI description: `npm run openapi` writes it to svc-chat/openapi.json. */
export const openApiService: OpenApiService = {
  name: 'chat',
  title: 'svc-chat: conversaciones con los personajes',
  description: 'Francesca y los personajes responden a los niños; historial de la conversación y permiso del adulto para el chat.',
  module: () => appModule(documentationConfig(ChatConfig)),
  metadata: () => import('./openapi.metadata'),
  tags: {
    ChatController: 'Chat',
    FamilyChatController: 'Chat: permiso de la familia',
  },
};
