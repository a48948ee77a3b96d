/**
 * The ring groups' forms as their module's import: their dropdowns bring react-aria, which neither
 * the table nor the group's tabs need before a dialog opens. Declared once, so every page passes
 * the same loader (LazyResourceDialog makes one dialog per loader).
 */
export const loadRingGroupForm = () => import('./ringGroupForms').then((module) => module.ringGroupForm);
export const loadRingGroupMemberForm = () =>
  import('./ringGroupForms').then((module) => module.ringGroupMemberForm);
