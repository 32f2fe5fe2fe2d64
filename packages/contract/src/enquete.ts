/** Polls: spec section 9, four options per question. */
export const OPCOES_POR_ENQUETE = 4;
