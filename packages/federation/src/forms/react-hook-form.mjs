// The module every app gets for `react-hook-form` (see ./formsApi.mjs for why it is a subset).
// Keep this list equal to FORMS_API: the webpack config refuses to build otherwise.
// @ts-expect-error -- a webpack alias (createWebpackConfig.mjs) names the package's own ES module; its types are react-hook-form's.
export { FormProvider, get, useForm, useFormContext, useFormState } from '@universo/federation/react-hook-form-source';
