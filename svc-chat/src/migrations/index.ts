import { CreateChatMessages1795216800000 } from './1795216800000-CreateChatMessages';
import { CreateChatRateLimits1795216800001 } from './1795216800001-CreateChatRateLimits';
import { ChatMessagesOfAChild1795216801400 } from './1795216801400-ChatMessagesOfAChild';
import { AppendChatExchange1795216801500 } from './1795216801500-AppendChatExchange';
import { AppendChecksNewestRow1795216801600 } from './1795216801600-AppendChecksNewestRow';
import { AppendAfterNewest1795216801700 } from './1795216801700-AppendAfterNewest';

/** Every migration, in order. Listed (not globbed) so tsc, swc and Jest load them alike. */
export const migrations = [
  CreateChatMessages1795216800000,
  CreateChatRateLimits1795216800001,
  ChatMessagesOfAChild1795216801400,
  AppendChatExchange1795216801500,
  AppendChecksNewestRow1795216801600,
  AppendAfterNewest1795216801700,
];
