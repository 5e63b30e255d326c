import type { Linter } from 'eslint';

export declare function listWebFeatures(dir?: string): string[];
export declare function webFeatureRules(features?: string[]): Linter.Config[];
