import { CreateProducts1795216800000 } from './1795216800000-CreateProducts';
import { SeedProducts1795216800001 } from './1795216800001-SeedProducts';
import { CreateSubscriptions1795216800002 } from './1795216800002-CreateSubscriptions';
import { RejectedPayments1795216800003 } from './1795216800003-RejectedPayments';
import { NotificationSignatures1795216800004 } from './1795216800004-NotificationSignatures';

/** Every migration, in order. Listed (not globbed) so tsc, swc and Jest load them alike. */
export const migrations = [
  CreateProducts1795216800000,
  SeedProducts1795216800001,
  CreateSubscriptions1795216800002,
  RejectedPayments1795216800003,
  NotificationSignatures1795216800004,
];
