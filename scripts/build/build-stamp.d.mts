export declare const BUILD_SOURCES: string[];

export type Env = Record<string, string | undefined>;

export declare function hashSources(root: string, env?: Env): { hash: string; files: Record<string, string> };

export type BuildCheck =
  | { state: 'fresh'; builtAt: string }
  | { state: 'none' }
  | { state: 'unstamped' }
  | { state: 'incomplete'; file: string }
  | { state: 'changed'; changed: string[] };

export declare function checkBuild(root: string, env?: Env): BuildCheck;

export declare function describeBuild(check: BuildCheck): string;

export declare function buildAndStamp(root: string, runSteps: () => Promise<void>, env?: Env): Promise<void>;
