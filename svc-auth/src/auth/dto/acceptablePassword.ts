import { NEW_PASSWORD_RULE } from '@universo/contracts';
import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { newPasswordProblem } from '../../users/commonPasswords';

/**
 * A new password (registration, reset) that follows the shared rule of @universo/contracts:
 * 6 to 128 characters and not one of the common passwords; the message says which.
 */
export function AcceptablePassword(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'acceptablePassword',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && newPasswordProblem(value) === null,
        defaultMessage: (args?: ValidationArguments) => (typeof args?.value === 'string' ? (newPasswordProblem(args.value) ?? '') : NEW_PASSWORD_RULE.required),
      },
    });
  };
}
