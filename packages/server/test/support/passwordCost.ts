/**
 * scrypt's cost in the suites (PASSWORD_HASH_COST): 2^10, a few milliseconds a hash where the production default takes
 * a tenth of a second, and the suites hash and check some 1,600 passwords. The hashing itself (parameters, checks, the
 * decoy, the default cost) has its own tests (src/services/passwords.test.ts).
 */
export const TEST_PASSWORD_HASH_COST = '10';
