// The entry point of `npm start`. Plain JavaScript on purpose: it turns on Node's compile cache before any
// TypeScript module is loaded, so every start after the first reads the stripped and compiled modules from
// the cache instead of loading the TypeScript stripper (a WebAssembly module: about 20 MiB resident, and a
// slower start). The cache lives in NODE_COMPILE_CACHE if set, else in the system's temporary folder; a
// folder that cannot be written only costs that memory (docs/operations.md "Memory").
import { enableCompileCache } from "node:module"

enableCompileCache()
await import("./main.ts")
