import type { Linter } from 'eslint';

export declare function listServerModules(dir?: string): string[];
export declare function serverLayerRules(modules?: string[]): Linter.Config[];
