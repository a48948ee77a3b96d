export interface Manifest {
  [key: string]: { file: string; name?: string; imports?: string[] };
}

export interface Build {
  manifest: Manifest;
  html: string;
  /** A file's gzip size in KB (1024 bytes). */
  gzipKb(file: string): number;
}

/** Files (as the manifest names them, `assets/…`) with their gzip KB, largest first, and their sum. */
export interface Files {
  files: { file: string; kb: number }[];
  kb: number;
}

export interface RouteSize extends Files {
  /** The route file under src/routes and which part of it the chunk is: `profile/activity.tsx (component)`. */
  route: string;
  /** Gzip KB beyond the first load rather than the shell. */
  beyondFirst: number;
}

export interface BuildSizes {
  firstLoad: Files;
  shell: Files;
  /** Files beyond the shell, largest first. */
  routes: RouteSize[];
}

export interface Budgets {
  firstPaintKb: number;
  routeKb: number;
}

export interface OverBudget extends Files {
  /** `first paint` or `route <route>`. */
  what: string;
  /** The route, when a route is over. */
  route?: string;
  budget: number;
}

export declare function readBuild(dist: string): Build;
export declare function measureBuild(build: Build): BuildSizes;
export declare function overBudget(sizes: BuildSizes, budgets: Budgets): OverBudget[];
