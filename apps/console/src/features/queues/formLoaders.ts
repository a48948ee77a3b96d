/**
 * The queues' forms as their modules' imports: their dropdowns and date fields bring react-aria,
 * which neither the table nor the queue's tabs need before a dialog opens. Declared once, so every
 * page passes the same loader (LazyResourceDialog makes one dialog per loader).
 */
export const loadQueueForm = () => import('./queueForm').then((module) => module.queueForm);
export const loadQueueMemberForm = () =>
  import('./queueOptionForms').then((module) => module.queueMemberForm);
export const loadQueueActionForm = () =>
  import('./queueOptionForms').then((module) => module.queueActionForm);
export const loadQueueRuleForm = () => import('./queueOptionForms').then((module) => module.queueRuleForm);
export const loadVipNumberForm = () => import('./queueOptionForms').then((module) => module.vipNumberForm);
export const loadBlackNumberForm = () =>
  import('./queueOptionForms').then((module) => module.blackNumberForm);
