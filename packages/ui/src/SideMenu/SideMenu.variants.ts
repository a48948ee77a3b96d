/** Heading levels a menu's section headings can take, to fit the page's outline. */
export const sideMenuHeadingLevels = [2, 3, 4] as const;
export type SideMenuHeadingLevel = (typeof sideMenuHeadingLevels)[number];
