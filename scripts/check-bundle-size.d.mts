// Types of scripts/check-bundle-size.mjs, for its tests written in TypeScript.
export interface Chunk {
  file: string;
  key: string;
  gzipKb: number;
  imports: string[];
}
export interface Build {
  chunks: Map<string, Chunk>;
  entries: string[];
}
export interface Budgets {
  firstScreen: { budgetKb: number; targetKb?: number; routes: string[] };
  chunks: Record<string, number>;
}
export const MARGIN: { ratio: number; minKb: number };
export function chunkKey(fileName: string): string;
export function staticImports(code: string): string[];
export function readBuild(distDir: string): Build;
export function checkBudgets(
  build: Build,
  budgets: Budgets,
): { firstScreenFiles: string[]; firstScreenKb: number; failures: string[]; notes: string[] };
export function updatedBudgets(build: Build, budgets: Budgets): Budgets;
