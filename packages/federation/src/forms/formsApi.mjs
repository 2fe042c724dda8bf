// @ts-check

/**
 * What `react-hook-form` offers to the shell and the remotes: the hooks and the provider the field
 * set of @universo/platform/forms and the pages' forms use. A shared module is bundled whole (no
 * export is known unused across apps): the whole package is ~17 KB gzipped, this subset ~13 KB,
 * and it loads only with a page that shows a form. The lint rule and the build read this list: to
 * use another export, add it here and to ./react-hook-form.mjs, then deploy the shell before the
 * remote that needs it.
 */
export const FORMS_API = /** @type {const} */ (['FormProvider', 'get', 'useForm', 'useFormContext', 'useFormState']);

/** What ./react-hook-form.mjs imports: the package's ES module itself (an alias in the webpack config), not the shared key. */
export const FORMS_SOURCE_REQUEST = '@universo/federation/react-hook-form-source';
