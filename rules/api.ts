// The path every call of the shop's API starts with: the reference server mounts its routes
// there, the app derives its base from it, and the fake shop answers under it.
export const API_PREFIX = '/api/v1';
