/**
 * Axe rules switched off for isolated stories, each with its reason. Component-level rules all
 * stay on.
 */
export const disabledAxeRules: Record<string, string> = {
  region: 'a story renders one component, not a page, so its content sits outside landmarks',
  'landmark-one-main': 'page-level rule: the console shell provides <main>, not each component',
  'page-has-heading-one': 'page-level rule: headings belong to the console page, not the component',
};
