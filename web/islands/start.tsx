/**
 * The islands runtime: on a public page the worker drew, only the islands run (web/islands/island.tsx).
 * Stub while the runtime is written; the contract is in island.tsx and registry.ts.
 */
export async function startIslands(): Promise<void> {}
