import { CreateUsersAndSessions1763600000000 } from './1763600000000-CreateUsersAndSessions';
import { CreateConsents1763600000100 } from './1763600000100-CreateConsents';
import { CreateAccountErasures1763600000300 } from './1763600000300-CreateAccountErasures';
import { EmailConfirmationAndResets1763600001300 } from './1763600001300-EmailConfirmationAndResets';
import { LoginLimits1763600001410 } from './1763600001410-LoginLimits';
import { AdminSecondFactor1795216801440 } from './1795216801440-AdminSecondFactor';
import { CreateMailOutbox1795216801300 } from '@universo/mailer';

/** Every migration, in order. Listed as classes so tsc, swc and Jest load them alike. */
export const migrations = [
  CreateUsersAndSessions1763600000000,
  CreateConsents1763600000100,
  CreateAccountErasures1763600000300,
  EmailConfirmationAndResets1763600001300,
  CreateMailOutbox1795216801300,
  LoginLimits1763600001410,
  AdminSecondFactor1795216801440,
];
