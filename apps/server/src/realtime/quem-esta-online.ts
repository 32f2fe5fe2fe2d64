/**
 * Whether a person has a live socket open on any instance: Web Push is for people who are not
 * looking at the app. Until sockets exist, or when presence cannot be told, nobody is online.
 */
export interface QuemEstaOnline {
  estaOnline(usuarioId: string): Promise<boolean>;
}

export const ninguemOnline: QuemEstaOnline = { estaOnline: async () => false };
