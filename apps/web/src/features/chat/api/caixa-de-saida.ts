import {
  DESTINO_ENVIO_GERAL,
  DESTINO_ENVIO_PRIVADO,
  type EnvioPrivado,
  type EnvioSalaGeral,
  type MensagemChat,
} from '@lunna/contract';

/** Where a message goes: the school's room, or a person (their account id, the socket's receiverName). */
export type Destino = { tipo: 'geral' } | { tipo: 'privada'; usuarioId: string };

/**
 * A message written and not yet stored: on its way, waiting for the connection to come back, or refused
 * (with the reason). `clientId` makes every retry safe: the server stores it once.
 */
export type Pendente = {
  clientId: string;
  idConversa: string;
  destino: Destino;
  message: string;
  criadoEm: string;
  estado: 'enviando' | 'na-fila' | 'falhou';
  erro?: string;
};

/** The way the message is on the wire when it comes back: the server may echo the clientId. */
type Eco = MensagemChat & { clientId?: unknown };

export type CaixaDeSaidaDeps = {
  /** Sends over the socket; false when it is not connected. `onReceipt` follows the server's RECEIPT. */
  publish: (destination: string, body: unknown, receipt: { id: string; onReceipt: () => void }) => boolean;
  /** The REST send (idempotent by clientId): answers the stored message. */
  post: (idConversa: string, payload: { message: string; clientId: string }) => Promise<MensagemChat>;
  /** A stored message of the person's own, to show in its conversation. */
  guardar: (mensagem: MensagemChat) => void;
  /** A failure worth retrying later (no network, the server down) rather than a refusal. */
  temporario: (error: unknown) => boolean;
  /** The refusal's text for the person. */
  motivo: (error: unknown) => string;
  newId: () => string;
  now: () => Date;
};

/** How long a message sent over the socket may wait for its echo before it is sent again over REST. */
export const ESPERA_ECO_MS = 8_000;

/**
 * The messages on their way. Over the socket while it is connected (the message then comes back like
 * everyone else's); over REST otherwise, or when the echo is late; kept and sent again when the connection
 * comes back after a network failure. Nothing is shown twice: a message leaves the box when it comes back
 * stored, by its clientId or, without one, as the person's first waiting message of that conversation
 * with that text.
 */
export class CaixaDeSaida {
  private readonly deps: CaixaDeSaidaDeps;
  private itens: readonly Pendente[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly emVoo = new Set<string>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(deps: CaixaDeSaidaDeps) {
    this.deps = deps;
  }

  /** The waiting messages (a new array whenever they change). */
  readonly snapshot = (): readonly Pendente[] => this.itens;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  enviar(idConversa: string, destino: Destino, message: string): Pendente {
    const item: Pendente = {
      clientId: this.deps.newId(),
      idConversa,
      destino,
      message,
      criadoEm: this.deps.now().toISOString(),
      estado: 'enviando',
    };
    this.set([...this.itens, item]);
    this.tentar(item);
    return item;
  }

  /** A message came back over the socket or in a catch-up: if it is one of the box, it leaves it. */
  eco(mensagem: Eco, meuId: string | undefined): void {
    if (!meuId || mensagem.usuarioId !== meuId || mensagem.status !== 'MESSAGE') return;
    const porClientId =
      typeof mensagem.clientId === 'string'
        ? this.itens.find((i) => i.clientId === mensagem.clientId)
        : undefined;
    const item =
      porClientId ??
      (typeof mensagem.clientId === 'string'
        ? undefined
        : this.itens.find(
            (i) =>
              i.idConversa === mensagem.idConversa && i.message === mensagem.message && i.estado !== 'falhou',
          ));
    if (item) this.remover(item.clientId);
  }

  /**
   * The connection is back: everything still waiting goes again, over the socket when it is up (so the others
   * get it live) or over REST. A message the server already stored is answered again, never doubled.
   */
  reenviar(): void {
    for (const item of this.itens) if (item.estado !== 'falhou') this.tentar(item);
  }

  tentarDeNovo(clientId: string): void {
    const item = this.itens.find((i) => i.clientId === clientId);
    if (item) this.tentar(item);
  }

  descartar(clientId: string): void {
    this.remover(clientId);
  }

  private tentar(item: Pendente): void {
    this.atualizar(item.clientId, { estado: 'enviando', erro: undefined });
    const body: EnvioSalaGeral | EnvioPrivado =
      item.destino.tipo === 'geral'
        ? { message: item.message, clientId: item.clientId }
        : { receiverName: item.destino.usuarioId, message: item.message, clientId: item.clientId };
    const destination = item.destino.tipo === 'geral' ? DESTINO_ENVIO_GERAL : DESTINO_ENVIO_PRIVADO;
    const porSocket = this.deps.publish(destination, body, {
      id: item.clientId,
      // Handled and no echo yet (it normally comes first): fetch it over REST without waiting more.
      onReceipt: () => this.agendar(item.clientId, 1_000),
    });
    if (porSocket) this.agendar(item.clientId, ESPERA_ECO_MS);
    else void this.porRest(item);
  }

  private agendar(clientId: string, ms: number): void {
    clearTimeout(this.timers.get(clientId));
    this.timers.set(
      clientId,
      setTimeout(() => {
        this.timers.delete(clientId);
        const item = this.itens.find((i) => i.clientId === clientId);
        if (item && item.estado === 'enviando') void this.porRest(item);
      }, ms),
    );
  }

  private async porRest(item: Pendente): Promise<void> {
    if (this.emVoo.has(item.clientId)) return;
    this.emVoo.add(item.clientId);
    this.atualizar(item.clientId, { estado: 'enviando', erro: undefined });
    try {
      const mensagem = await this.deps.post(item.idConversa, {
        message: item.message,
        clientId: item.clientId,
      });
      this.remover(item.clientId);
      this.deps.guardar(mensagem);
    } catch (error) {
      if (this.deps.temporario(error)) this.atualizar(item.clientId, { estado: 'na-fila' });
      else this.atualizar(item.clientId, { estado: 'falhou', erro: this.deps.motivo(error) });
    } finally {
      this.emVoo.delete(item.clientId);
    }
  }

  private remover(clientId: string): void {
    clearTimeout(this.timers.get(clientId));
    this.timers.delete(clientId);
    if (this.itens.some((i) => i.clientId === clientId))
      this.set(this.itens.filter((i) => i.clientId !== clientId));
  }

  private atualizar(clientId: string, patch: Partial<Pendente>): void {
    let changed = false;
    const itens = this.itens.map((i) => {
      if (i.clientId !== clientId) return i;
      const next = { ...i, ...patch };
      if (next.erro === undefined) delete next.erro;
      changed ||= next.estado !== i.estado || next.erro !== i.erro;
      return next;
    });
    if (changed) this.set(itens);
  }

  private set(itens: readonly Pendente[]): void {
    this.itens = itens;
    for (const listener of [...this.listeners]) listener();
  }
}
