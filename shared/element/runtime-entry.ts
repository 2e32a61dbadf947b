// Imported by every family's entry, so it lands in the shared runtime chunk: evaluating that
// chunk starts the runtime, and the loader imports it alone for `<site-config>` (one file fewer
// than an entry chunk of its own).
import { startRuntime } from './runtime';

startRuntime();
