import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

// One proof-of-work solver (ALTCHA, PBKDF2 in Web Crypto); altcha-lib's solveChallengeWorkers
// runs a few of these in parallel, each trying its own share of the counters.
handler({ deriveKey });
