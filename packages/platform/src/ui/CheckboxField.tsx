import type { ComponentPropsWithRef, ReactNode } from 'react';
import { fieldAria, type FieldFrameProps, FieldMessages } from './fieldParts';

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'className' | 'children'>, FieldFrameProps {
  /** The label beside the box (may hold a link). */
  children: ReactNode;
}

/** A checkbox with its label beside it (the whole row is the touch target) and its message under it. */
export function CheckboxField({ id, children, error, hint, ...input }: CheckboxFieldProps) {
  return (
    <div className="uf-field uf-check">
      <input id={id} type="checkbox" {...input} {...fieldAria(id, error, hint)} />
      <label htmlFor={id}>{children}</label>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
