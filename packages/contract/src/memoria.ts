/** Memories: photos educators share with families. Several at once, each png/jpeg of at most 4 MB. */
export const MAX_FOTOS_POR_ENVIO = 10;
/** Sizes a memory photo is served in: the card's thumbnail, the lightbox image, and the download. */
export const tamanhosFoto = ['miniatura', 'tela', 'original'] as const;
export type TamanhoFoto = (typeof tamanhosFoto)[number];

/** What a guardian may decide about a child (versioned: every decision is a new row). */
export const finalidadesConsentimento = ['fotos_turma'] as const;
export type FinalidadeConsentimento = (typeof finalidadesConsentimento)[number];

/** Where a memory photo is read from (the access check is the memory's, not the file's). */
export const memoriaImagemPath = (idMemoria: string, tamanho: TamanhoFoto) => `/api/memoria/${idMemoria}/imagem?tamanho=${tamanho}`;
