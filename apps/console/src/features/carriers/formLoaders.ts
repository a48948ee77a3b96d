/**
 * The carriers' forms as their modules' imports: their dropdowns bring react-aria, which neither
 * the tables nor the detail pages need before a dialog opens. Declared once, so every page passes
 * the same loader (LazyResourceDialog makes one dialog per loader).
 */
export const loadCarrierForm = () => import('./carrierForm').then((module) => module.carrierForm);
export const loadTrunkForm = () => import('./trunkForm').then((module) => module.trunkForm);
export const loadRuleForm = () => import('./ruleForm').then((module) => module.ruleForm);
