// Loads one of the benchmark tools from bench/tools/node_modules: a bare name imported from this folder resolves
// there. Called by bench/lib/tools.ts, which installs them first.
export const load = (name) => import(name);
