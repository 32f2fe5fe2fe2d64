/**
 * The error code of an action that needs the password typed again (the web app asks for it and retries).
 * A module of its own, without schemas, so the web's API client can read it without loading zod.
 */
export const REAUTENTICACAO_NECESSARIA = 'REAUTENTICACAO_NECESSARIA';
