// The chunk the loader imports for `<site-config>`; every family chunk starts the same runtime.
import { startRuntime } from './runtime';

startRuntime();
