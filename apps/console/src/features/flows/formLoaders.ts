/**
 * The flows' forms as their module's import: the flow type's dropdown brings react-aria, which
 * neither the table nor the flow's page needs before a dialog opens. Declared once, so every page
 * passes the same loader (LazyResourceDialog makes one dialog per loader).
 */
export const loadFlowForm = () => import('./flowForms').then((module) => module.flowForm);
export const loadFlowVersionForm = () => import('./flowForms').then((module) => module.flowVersionForm);
