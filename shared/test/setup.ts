import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Widgets load their lazy chunks on first render, and in tests each first import is a module
// transform: on a busy two-core machine (CI running servers beside the suite) that can take
// longer than waitFor's default second. 4 s stays under a test's 5 s, so a failed wait still
// says what it waited for; a pass is not slower for the longer bound.
configure({ asyncUtilTimeout: 4000 });
