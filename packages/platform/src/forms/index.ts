// @universo/platform/forms: the one field set of every form, wired to react-hook-form (a shared
// singleton, packages/federation). A subpath of its own, so react-hook-form loads with the pages
// that have a form and never with the platform every page loads. A subpath is bundled into each
// app that imports it: its modules take the controls, messages and API errors from
// '@universo/platform' (the page's one shared copy), not from relative paths a remote would copy.

export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { fieldAria, FieldMessages, ruleAttributes, submitFailureMessage } from '@universo/platform';
export { type ExtraCheck, fieldValidation } from './fieldValidation';
export { Form, type FormProps, SEND_PROBLEM } from './Form';
export { FormProblem } from './FormProblem';
export { RadioGroupField, type RadioGroupFieldProps } from './RadioGroupField';
export { SelectField, type SelectFieldProps } from './SelectField';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { TextField, type TextFieldProps } from './TextField';
export { type FieldOptions, useField } from './useField';
