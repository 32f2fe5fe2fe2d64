/** Invitations of a second guardian: schemas are added with the feature. */
export const CONVITE_VALIDADE_DIAS = 7;
