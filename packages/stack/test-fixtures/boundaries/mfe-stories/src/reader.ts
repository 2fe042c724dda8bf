// Deliberately wrong (see boundaries.test.ts): an app importing another app's files.
import { reply } from '../../svc-chat/src/reply';

export const read = reply;
